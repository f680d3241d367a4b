/**
 * A URL list file read by what it holds, never its name (review22 H1): the reader the page's
 * Open a list and `robotscope --urls` share. Before, the page read a file named .csv as CSV
 * (urlsFromCsv): a header-less list's URL holding a comma was cut at it and the cut URL tested.
 */
import { describe, expect, it } from 'vitest';
import { openedListText, readsAsExport, readUrlListText, urlFileForm, urlsToCheck } from './urlFile.ts';
import { readUrlSetFiles } from './urlSetFiles.ts';
import { headerlessRowsWords, urlFileRefusedWords } from './words/urlFileWords.ts';
import { widerReadWords } from './words/widerRowWords.ts';

describe('readUrlListText', () => {
  it('keeps a URL holding a comma whole in a list with no header, and its # line as written', () => {
    const list = '# my list\nhttps://ex.com/a?ids=1,2\n\nhttps://ex.com/b\n';
    expect(readUrlListText(list)).toEqual({ form: 'lines', urls: ['# my list', 'https://ex.com/a?ids=1,2', '', 'https://ex.com/b', ''] });
    expect(openedListText(list)).toEqual({ form: 'lines', text: list });
    const read = readUrlListText(list);
    expect(read.form !== 'refused' && urlsToCheck(read.urls)).toEqual(['https://ex.com/a?ids=1,2', 'https://ex.com/b']);
  });

  it('keeps a header-less row of a crawl dump whole: no header names its URL column', () => {
    expect(readUrlListText('https://ex.com/a,200,OK\r\nhttps://ex.com/b;404')).toEqual({ form: 'lines', urls: ['https://ex.com/a,200,OK', 'https://ex.com/b;404'] });
  });

  // review23 M2: tested whole, /a,200,OK took another verdict than /a (Disallow: /a$) without a word.
  it('says a list whose every line splits into the same cells, the first a URL, may be an export saved without its header', () => {
    const dump = '# crawl\nhttps://ex.com/a,200,OK\n\nhttps://ex.com/b,404,Not Found\n';
    expect(readUrlListText(dump)).toMatchObject({ form: 'lines', rows: { cells: 3, sep: ',' } });
    expect(openedListText('/a\t2026-11-30\n/b\t2026-11-29')).toMatchObject({ form: 'lines', rows: { cells: 2, sep: '\t' } });
    expect(headerlessRowsWords(3, ',')).toBe('each line has 3 cells split by a comma and there is no header row, so each line was read whole, as one URL (a URL may hold a comma); if it is an export, add a header row naming its URL column (url, Address …) to read that column');
    // Not said: lines of other shapes, a URL after the first cell, a list of one cell a line.
    expect(readUrlListText('https://ex.com/a?ids=1,2\nhttps://ex.com/q')).not.toHaveProperty('rows');
    expect(readUrlListText('https://ex.com/a,https://ex.com/b\nhttps://ex.com/c,https://ex.com/d')).not.toHaveProperty('rows');
    expect(readUrlListText('https://ex.com/a\nhttps://ex.com/b')).not.toHaveProperty('rows');
  });

  it('reads a header naming a URL column as an export: that column, a quoted comma kept', () => {
    const csv = '\ufeff"Title","Address","Status"\n"A, the page","https://ex.com/a?ids=1,2","200"\n"B",https://ex.com/b,404\n';
    expect(readUrlListText(csv)).toEqual({ form: 'export', urls: ['https://ex.com/a?ids=1,2', 'https://ex.com/b'] });
    expect(openedListText(csv)).toEqual({ form: 'export', text: 'https://ex.com/a?ids=1,2\nhttps://ex.com/b' });
    expect(urlFileForm(csv)).toBe('export');
  });

  it('refuses an export with a row wider than its header where its URL column is not the first (its URL maybe another cell\'s, or cut), naming the line', () => {
    const csv = 'status,url\n200,https://ex.com/b\n200,https://ex.com/a?ids=1,2\n';
    const read = readUrlListText(csv);
    expect(read).toEqual({ form: 'refused', refusal: { code: 'wider', line: 3, sep: ',' } });
    expect(read.form === 'refused' && urlFileRefusedWords(read.refusal)).toBe('line 3 has more cells than its header, so the URL read there may be cut at a comma or be the text of another cell; in a CSV, quote a cell that holds one ("…"), or drop the header line to list one URL a line');
    expect(openedListText(csv).form).toBe('refused');
    expect(readUrlListText('hits\tURL\n1\t/a\t2\n')).toEqual({ form: 'refused', refusal: { code: 'wider', line: 2, sep: '\t' } });
    // A middle URL column after a referrer holding ",https://…" (review24 L2): the URL read would be the referrer's tail.
    expect(readUrlListText('Referrer,URL,Status\nhttps://a.test/?q=1,https://b.test/,https://x.test/p,200\n').form).toBe('refused');
  });

  it('reads an export with a row wider than its header elsewhere, and says the line (csv23 left: check refused what coverage read)', () => {
    // A crawl export re-saved by a spreadsheet: "; " unquoted after the URL. Whether it is after or in the URL nobody can know: said.
    const csv = 'Address;Content Type;Status Code\nhttps://www.example.com/;text/html; charset=UTF-8;200\nhttps://www.example.com/doc.pdf;application/pdf;200\n';
    expect(readUrlListText(csv)).toEqual({ form: 'export', urls: ['https://www.example.com/', 'https://www.example.com/doc.pdf'], wider: { line: 2, sep: ';' } });
    expect(openedListText(csv)).toEqual({ form: 'export', text: 'https://www.example.com/\nhttps://www.example.com/doc.pdf', wider: { line: 2, sep: ';' } });
    expect(widerReadWords(2, ';')).toBe('line 2 has more cells than its header: an unquoted semicolon inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…")');
  });

  it('reads a file opening with { as a results file, and refuses one that is none, saying why', () => {
    expect(readUrlListText(' {"robotscope":1,"records":[{"url":"https://ex.com/a,b"},{"url":"/c"}]}')).toEqual({ form: 'results', urls: ['https://ex.com/a,b', '/c'] });
    expect(openedListText('{"records":[{"url":"/a"},{"url":"/b"}]}')).toEqual({ form: 'results', text: '/a\n/b' });
    expect(readUrlListText('{"urls":["/a"]}')).toEqual({ form: 'refused', refusal: { code: 'not-results', detail: 'no "records" list' } });
    expect(readUrlListText('{"records":[{"link":"/a"}]}')).toEqual({ form: 'refused', refusal: { code: 'not-results', detail: 'record 1 has no "url" string' } });
  });
});

describe('urlsToCheck', () => {
  it('in every form: each URL once, trimmed, in first order; blank entries and # comments left out', () => {
    expect(urlsToCheck([' /a ', '', '# note', '/b', '/a', '  #x', '/a#frag'])).toEqual(['/a', '/b', '/a#frag']);
  });
});

describe('readsAsExport: a file opened as a URL set', () => {
  it('is an export by a header naming a URL column, whatever its name; by its .csv/.tsv name only with a header naming none', () => {
    expect(readsAsExport('gsc.txt', 'URL,Last crawled\n/a,2026-11-02')).toBe(true);
    expect(readsAsExport('ga.tsv', 'Landing page\tSessions\n/a\t12')).toBe(true);
    expect(readsAsExport('ga.txt', 'Landing page\tSessions\n/a\t12')).toBe(false);
    expect(readsAsExport('urls.csv', 'https://ex.com/a?ids=1,2\nhttps://ex.com/b')).toBe(false);
    expect(readsAsExport('urls.csv', '# my list\nhttps://ex.com/a?ids=1,2')).toBe(false);
  });

  it('keeps a URL holding a comma whole in a header-less list named .csv, as a text set', () => {
    const { sets } = readUrlSetFiles([{ name: 'urls.csv', text: 'https://ex.com/a?ids=1,2\nhttps://ex.com/b\n' }]);
    expect(sets.map((s) => [s.kind, s.urls.map((u) => `${u.url}:${u.line}`)])).toEqual([['text', ['https://ex.com/a?ids=1,2:1', 'https://ex.com/b:2']]]);
  });
});
