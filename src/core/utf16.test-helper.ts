/** `text` in UTF-16, little- or big-endian, after its byte order mark (`bom` false: without one, as iconv writes it). */
export function utf16(text: string, endian: 'le' | 'be', bom = true): Uint8Array {
  const start = bom ? 2 : 0;
  const out = new Uint8Array(start + text.length * 2);
  if (bom) out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out.set(endian === 'le' ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff], start + i * 2);
  }
  return out;
}
