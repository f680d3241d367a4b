import { describe, expect, it } from 'vitest';
import { csvRecords, exportUrls, readCsvSet, urlRowsFromCsv } from './urlCsv.ts';

/** The URL column's cells as a URL set reads them (readCsvSet, a header or not), one a line. */
const setUrls = (text: string) => urlRowsFromCsv(text, 'f.csv').map((r) => r.url).join('\n');

describe('csvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    expect(csvRecords('a,"b,c","say ""hi""\nthere"\r\nd,e,f', ',')).toEqual([['a', 'b,c', 'say "hi"\nthere'], ['d', 'e', 'f']]);
  });
});

describe('the URL column of an export', () => {
  it('takes the column a header names (Screaming Frog writes "Address")', () => {
    const csv = '"Address","Status Code","Title"\n"https://example.com/a","200","A, the page"\n"https://example.com/b","404",""\n';
    expect(exportUrls(csv)?.urls).toEqual(['https://example.com/a', 'https://example.com/b']);
  });

  it('reads a TSV and drops a byte order mark', () => {
    expect(exportUrls('\ufeffurl\tstatus\n/a\t200')?.urls).toEqual(['/a']);
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

describe('the separator, from the header row as spreadsheets write it', () => {
  it('reads a ";" export (Excel\'s CSV where the decimal mark is a comma): the Address column, never the whole row', () => {
    const csv = 'Address;Content Type;Status Code\nhttps://x.test/;text/html; charset=UTF-8;200\n"https://x.test/doc.pdf";application/pdf;200\n';
    expect(urlRowsFromCsv(csv, 'crawl.csv').map((r) => [r.url, r.line, r.attributes['Status Code']])).toEqual([['https://x.test/', 2, ' charset=UTF-8'], ['https://x.test/doc.pdf', 3, '200']]);
    expect(setUrls(csv)).toBe('https://x.test/\nhttps://x.test/doc.pdf');
  });

  it('reads a tab-separated export whose header names hold commas', () => {
    expect(setUrls('Clicks, total\tURL\tTitle\n3\thttps://x.test/a\tA, B')).toBe('https://x.test/a');
  });

  it('splits a headerless ";" export whose every row has fields', () => {
    expect(setUrls('https://x.test/a;200\nhttps://x.test/b;404')).toBe('https://x.test/a\nhttps://x.test/b');
  });

  it('keeps a list of URLs that hold ";" whole', () => {
    expect(setUrls('https://x.test/a;jsessionid=1\nhttps://x.test/b')).toBe('https://x.test/a;jsessionid=1\nhttps://x.test/b');
  });

  it('takes the comma on a tie, a quoted ";" not counted', () => {
    expect(setUrls('"Title; long",Address\n"A; B",https://x.test/a')).toBe('https://x.test/a');
  });
});

describe('an export whose quote CSV cannot close', () => {
  it('is read a line a row, so no row is swallowed, and the line of the quote is named', () => {
    const csv = '"Address","Status\nhttps://www.example.com/x,"200\n"unterminated,,,\n';
    const read = readCsvSet(csv, 'broken.csv');
    expect(read.malformed).toBe(1);
    expect(read.columns).toEqual(['Address', 'Status']);
    expect(read.rows.map((r) => [r.url, r.line])).toEqual([['https://www.example.com/x', 2], ['unterminated,,,', 3]]);
  });

  it('names the line of a quote never closed, the rows before it kept', () => {
    const read = readCsvSet('URL,Title\n/a,"A, the page"\n/b,"B\n/c,C\n', 'open.csv');
    expect(read.malformed).toBe(3);
    expect(read.rows.map((r) => r.url)).toEqual(['/a', '/b', '/c']);
  });

  it('is not said of a well-formed one, its quoted line breaks kept', () => {
    const read = readCsvSet('URL,Note\n/a,"two\nlines"\n/b,"say ""hi"""\n', 'ok.csv');
    expect(read.malformed).toBe(0);
    expect(read.rows.map((r) => [r.url, r.attributes.Note])).toEqual([['/a', 'two\nlines'], ['/b', 'say "hi"']]);
  });
});

describe('exportUrls', () => {
  it('reads an export only when its first row is a header naming the URL column', () => {
    expect(exportUrls('\ufeffurl,crawler\n"https://x.test/a,b",Googlebot\n/c,GPTBot\n')).toEqual({ urls: ['https://x.test/a,b', '/c'], wider: 0, widerCuts: false, sep: ',' });
    expect(exportUrls('Top pages\tClicks\nhttps://x.test/a\t3')).toEqual({ urls: ['https://x.test/a'], wider: 0, widerCuts: false, sep: '\t' });
    // A list a URL a line, its first line a URL or a comment: not an export, so nothing cuts its commas.
    expect(exportUrls('https://x.test/p?ids=1,2\nhttps://x.test/q')).toBeNull();
    expect(exportUrls('# urls\nhttps://x.test/p?ids=1,2')).toBeNull();
    expect(exportUrls('1,/a,x\n2,/b,y')).toBeNull();
    expect(exportUrls('')).toBeNull();
  });

  it('names the first row with more cells than the header: a URL there was cut at a separator', () => {
    expect(exportUrls('url\nhttps://x.test/q\nhttps://x.test/p?ids=1,2\n')?.wider).toBe(3);
    expect(exportUrls('url,status\n"https://x.test/a",200\n\n')?.wider).toBe(0);
  });
});
