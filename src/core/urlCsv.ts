/**
 * A `.csv` URL list (a crawl export, a sitemap dump) -> one URL per line, for the URL list
 * (urlList.ts reads and flags those lines). The URL column is the one whose header names it
 * (`URL`, `Address` as Screaming Frog writes it, `loc` as sitemaps do); without such a header,
 * the first column whose first cell is a URL or a path, every row then being data.
 * Fields follow RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
 */
import { whyNotUrl } from './urlList.ts';

const URL_HEADERS = ['url', 'urls', 'address', 'loc', 'location', 'page', 'link', 'href'];

/** RFC 4180 records of `text`, split on `sep`. */
export function csvRecords(text: string, sep: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') { field += '"'; i++; }
      else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) { record.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field); records.push(record); record = []; field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) { record.push(field); records.push(record); }
  return records;
}

/** The field separator: a tab when the first line has tabs and no comma (a TSV), else a comma. */
function separatorOf(text: string): string {
  const first = text.slice(0, Math.max(0, text.search(/\r|\n/)) || text.length);
  return first.includes('\t') && !first.includes(',') ? '\t' : ',';
}

/** The URL column's cells, one per line, header left out: text for the URL list field. */
export function urlsFromCsv(text: string): string {
  const records = csvRecords(text.replace(/^\ufeff/, ''), separatorOf(text));
  if (records.length === 0) return '';
  const head = records[0].map((h) => h.trim().toLowerCase());
  const named = head.findIndex((h) => URL_HEADERS.includes(h));
  if (named >= 0) return records.slice(1).map((r) => (r[named] ?? '').trim()).join('\n');
  const first = records[0].findIndex((cell) => cell.trim() !== '' && whyNotUrl(cell.trim()) === '');
  const column = first >= 0 ? first : 0;
  return records.map((r) => (r[column] ?? '').trim()).join('\n');
}
