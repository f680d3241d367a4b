/**
 * Which files dropped or opened are URL sets (issue 25 §1) and which a robots.txt, and the files
 * of a dropped folder. A drop goes to the URL sets when it lands on the URL area, holds several
 * files or a folder, or names a sitemap, an export, a log or a JSON file (.xml, .gz, .csv, .tsv,
 * .log, .json: a JSON file then goes where its content says, jsonFiles.ts); a single other file
 * dropped elsewhere opens in the editor, as before.
 */
import type { OpenedFile } from '../worker/setsProtocol.ts';

const SET_NAME = /\.(xml|gz|csv|tsv|log|json)$|(^|\/)access[._-]?log/i;

/** Whether a drop of `names` (`folder`: a folder among them), on the URL area or not, is URL sets. */
export function dropIsUrlSets(names: readonly string[], onUrlArea: boolean, folder: boolean): boolean {
  return onUrlArea || folder || names.length > 1 || names.some((n) => SET_NAME.test(n));
}

/** A folder's files that may be URL sets: sitemaps, exports, text lists; not its robots.txt, scripts or images. */
const IN_FOLDER = /\.(xml|gz|csv|tsv|txt|log|json)$|(^|\/)access[._-]?log(\.\d+)?$/i;
export const folderSetFiles = (files: OpenedFile[]) =>
  files.filter((f) => IN_FOLDER.test(f.name) && !/(^|\/)robots\.txt$/i.test(f.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The files of a file input, each named by its path inside the folder chosen, if any (then only its set files). */
export function openedFiles(files: Iterable<File>): OpenedFile[] {
  const opened = [...files].map((f) => ({ name: f.webkitRelativePath || f.name, blob: f as Blob }));
  return opened.some((f) => f.name.includes('/')) ? folderSetFiles(opened) : opened;
}

/**
 * The files a drop carries, a dropped folder's read through (the File and Directory Entries
 * API: the only way a page reads a dropped folder). The entries must be taken during the drop
 * event, so this is called there; the reading goes on after.
 */
export function droppedFiles(data: DataTransfer): { folder: boolean; files: Promise<OpenedFile[]> } {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.() ?? null);
  const folder = entries.some((e) => e?.isDirectory);
  if (!folder) return { folder, files: Promise.resolve(openedFiles(data.files)) };
  return { folder, files: Promise.all(entries.map((e) => (e ? entryFiles(e) : []))).then((lists) => folderSetFiles(lists.flat())) };
}

async function entryFiles(entry: FileSystemEntry): Promise<OpenedFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    return [{ name: entry.fullPath.replace(/^\//, ''), blob: file }];
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries answers a batch at a time (100 in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  return (await Promise.all(children.map(entryFiles))).flat();
}
