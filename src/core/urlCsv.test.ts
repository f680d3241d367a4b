import { describe, expect, it } from 'vitest';
import { csvRecords, urlRowsFromCsv, urlsFromCsv } from './urlCsv.ts';

describe('csvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    expect(csvRecords('a,"b,c","say ""hi""\nthere"\r\nd,e,f', ',')).toEqual([['a', 'b,c', 'say "hi"\nthere'], ['d', 'e', 'f']]);
  });
});

describe('urlsFromCsv', () => {
  it('takes the column a header names (Screaming Frog writes "Address")', () => {
    const csv = '"Address","Status Code","Title"\n"https://example.com/a","200","A, the page"\n"https://example.com/b","404",""\n';
    expect(urlsFromCsv(csv)).toBe('https://example.com/a\nhttps://example.com/b');
  });

  it('without a URL header, takes the first column holding a URL, every row being data', () => {
    expect(urlsFromCsv('1,/a,x\n2,/b,y')).toBe('/a\n/b');
  });

  it('reads a TSV and drops a byte order mark', () => {
    expect(urlsFromCsv('\ufeffurl\tstatus\n/a\t200')).toBe('/a');
  });
});

describe('urlRowsFromCsv', () => {
  it('keeps the other columns as attributes and the line each row starts on, a quoted line break counted', () => {
    const csv = '"Address","Status Code","Indexability"\r\n"https://x.test/a","200","Indexable"\r\n"https://x.test/b","301","Non-Indexable\r\nredirect"\r\n"https://x.test/c","404",""\r\n';
    expect(urlRowsFromCsv(csv, 'crawl.csv')).toEqual([
      { url: 'https://x.test/a', file: 'crawl.csv', line: 2, attributes: { 'Status Code': '200', Indexability: 'Indexable' } },
      { url: 'https://x.test/b', file: 'crawl.csv', line: 3, attributes: { 'Status Code': '301', Indexability: 'Non-Indexable\r\nredirect' } },
      { url: 'https://x.test/c', file: 'crawl.csv', line: 5, attributes: { 'Status Code': '404', Indexability: '' } },
    ]);
  });

  it('finds the URL column by name whatever its case (Search Console writes "URL") and skips rows without a URL', () => {
    const tsv = 'Last crawled\tURL\n2026-11-02\thttps://x.test/a\n\t\n';
    expect(urlRowsFromCsv(tsv, 'gsc.tsv')).toEqual([{ url: 'https://x.test/a', file: 'gsc.tsv', line: 2, attributes: { 'Last crawled': '2026-11-02' } }]);
  });

  it('without a header, takes the first URL column and every row', () => {
    expect(urlRowsFromCsv('1,/a\n2,/b', 'l.csv').map((r) => [r.url, r.line])).toEqual([['/a', 1], ['/b', 2]]);
  });
});
