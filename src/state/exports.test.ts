/**
 * The matrix exports (issue 11 §4): every file read back the way its reader would (the CSV with
 * an RFC 4180 reader, the JSON with JSON.parse) and checked against the cells it came from.
 */
import { describe, expect, it } from 'vitest';
import { csvRecords, urlsFromCsv } from '../core/urlCsv.ts';
import { CELL_REASONS } from './matrix.ts';
import { matrixOf } from './matrix.test-helper.ts';
import { csvField, EXPORT_COLUMNS, exportCsv, exportFile, exportJson, exportMarkdown, REPORT_LIMIT, type ExportRecord } from './exports.ts';

const META = { fileName: 'robots.txt', profile: 'google' as const };
const text = (f: { parts: string[] }) => f.parts.join('');

function sample() {
  const data = matrixOf(['Googlebot', 'GPTBot', 'ChatGPT-User'], {
    'https://example.com/': 'A0 A0 N',
    'https://example.com/private/a,b "q"': 'B4 B2 N',
    '=HYPERLINK("http://evil")': 'A0 B2 N',
  }, { 2: 'Disallow: /', 4: 'Disallow: /private' });
  data.groupLine = Int32Array.from([3, 1, 1, 3, 1, 1, 3, 1, 1]);
  const own = CELL_REASONS.indexOf('own-group');
  const global = CELL_REASONS.indexOf('global');
  data.reason = Uint8Array.from([own, global, global, own, global, global, own, global, global]);
  return data;
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
  ])('writes %j as %j (RFC 4180 quoting; formulas defused with a leading \')', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves numbers and empty cells alone', () => {
    expect(csvField(4)).toBe('4');
    expect(csvField(null)).toBe('');
  });
});

describe('exportCsv', () => {
  it('gives one record per URL × crawler, read back by an RFC 4180 reader, CRLF-terminated', () => {
    const file = exportCsv(sample(), META);
    expect(file).toMatchObject({ name: 'robots-matrix.csv', type: 'text/csv;charset=utf-8' });
    const csv = text(file);
    expect(csv.endsWith('\r\n')).toBe(true);
    const records = csvRecords(csv, ',');
    expect(records[0]).toEqual([...EXPORT_COLUMNS]);
    expect(records).toHaveLength(1 + 9);
    expect(records[4]).toEqual(['https://example.com/private/a,b "q"', 'Googlebot', 'blocked', '4', 'Disallow: /private', '3', 'a group names the crawler']);
    expect(records[5]).toEqual(['https://example.com/private/a,b "q"', 'GPTBot', 'blocked', '2', 'Disallow: /', '1', 'no group names the crawler: the * group applies']);
    expect(records[6].slice(0, 3)).toEqual(['https://example.com/private/a,b "q"', 'ChatGPT-User', 'not governed']);
    expect(records[7][0]).toBe('\'=HYPERLINK("http://evil")');
    expect(records[1].slice(2, 5)).toEqual(['allowed', '', '']);
  });

  it('can be opened again as a URL list (its url column)', () => {
    expect(urlsFromCsv(text(exportCsv(sample(), META))).split('\n')).toHaveLength(9);
  });

  it('leaves group and reason empty where the matrix does not hold them', () => {
    const data = matrixOf(['Googlebot'], { '/a': 'B2' }, { 2: 'Disallow: /a' });
    expect(csvRecords(text(exportCsv(data, META)), ',')[1]).toEqual(['/a', 'Googlebot', 'blocked', '2', 'Disallow: /a', '', '']);
  });
});

describe('exportJson', () => {
  it('parses to one record per URL × crawler with every field', () => {
    const data = sample();
    const parsed = JSON.parse(text(exportJson(data, META))) as { file: string; profile: string; records: ExportRecord[] };
    expect(parsed.file).toBe('robots.txt');
    expect(parsed.profile).toBe('google');
    expect(parsed.records).toHaveLength(9);
    expect(parsed.records[3]).toEqual({
      url: 'https://example.com/private/a,b "q"', crawler: 'Googlebot', verdict: 'blocked', line: 4, rule: 'Disallow: /private', group: 3, reason: 'a group names the crawler',
    });
    expect(parsed.records[0]).toMatchObject({ verdict: 'allowed', line: null, rule: null });
    expect(parsed.records[2].verdict).toBe('not governed');
  });

  it('is valid JSON across chunk boundaries and when empty', () => {
    const rows: Record<string, string> = {};
    for (let i = 0; i < 2500; i++) rows[`/p${i}`] = i % 2 ? 'B7' : 'A0';
    const big = exportJson(matrixOf(['Googlebot'], rows, { 7: 'Disallow: /p' }), META);
    expect(big.parts.length).toBeGreaterThan(3);
    const records = (JSON.parse(text(big)) as { records: ExportRecord[] }).records;
    expect(records.map((r) => r.url)).toEqual(Object.keys(rows));
    expect(JSON.parse(text(exportJson(matrixOf(['Googlebot'], {}), META)))).toEqual({ file: 'robots.txt', profile: 'google', records: [] });
    expect(csvRecords(text(exportCsv(matrixOf(['Googlebot'], rows), META)), ',')).toHaveLength(2501);
  });
});

describe('exportMarkdown', () => {
  it('gives the counts per crawler, each crawler\'s blocked URLs and the URLs crawlers disagree on', () => {
    const md = text(exportMarkdown(sample(), META));
    expect(md).toContain('| Googlebot | 1 | 2 | 0 |');
    expect(md).toContain('| GPTBot | 2 | 1 | 0 |');
    expect(md).toContain('| ChatGPT\\-User | 0 | 0 | 3 |');
    expect(md).toContain('3 URLs × 3 crawlers: 3 blocked of 9 checks.');
    expect(md).toContain('### GPTBot: 2 blocked\n\n- `https://example.com/private/a,b "q"` (line 2: `Disallow: /`)\n- `=HYPERLINK("http://evil")` (line 2: `Disallow: /`)\n');
    expect(md).toContain('## Crawlers disagree: 1 URLs');
    expect(md).toContain('| `=HYPERLINK("http://evil")` | Allowed | Blocked (line 2) | Not governed |');
  });

  it('holds a URL with backticks and pipes in its code span, and says when a list is cut', () => {
    const rows: Record<string, string> = { '/a`b|c': 'B1 A0' };
    for (let i = 0; i < REPORT_LIMIT + 5; i++) rows[`/x${i}`] = 'B1 A0';
    const md = text(exportMarkdown(matrixOf(['Googlebot', '*'], rows, { 1: 'Disallow: /' }), META));
    expect(md).toContain('- ``/a`b|c`` (line 1');
    expect(md).toContain('| ``/a`b\\|c`` | Blocked (line 1) | Allowed |');
    expect(md).toContain(`… and ${(6).toLocaleString('en')} more`);
    expect(md).toContain('| \\* | 0 |');
  });
});

describe('exportFile', () => {
  it('names each format by its extension', () => {
    const data = matrixOf(['Googlebot'], { '/': 'A0' });
    expect(['csv', 'json', 'markdown'].map((f) => exportFile(f as 'csv', data, { fileName: 'shop robots.txt', profile: 'rfc9309' }).name))
      .toEqual(['shop-robots-matrix.csv', 'shop-robots-matrix.json', 'shop-robots-matrix.md']);
  });
});
