/**
 * Saving a file the page made (robots.txt, exports, test suites): a Blob and a download link.
 * Nothing leaves the browser; the object URL is dropped once the download has started.
 */
export function saveFile(parts: BlobPart[], name: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
