/**
 * The matrix exports (issue 11 §4): every file read back the way its reader would (the CSV with
 * an RFC 4180 reader, the JSON with JSON.parse) and checked against the cells it came from.
 */
import { describe, expect, it } from 'vitest';
import { csvRecords, exportUrls } from '../core/urlCsv.ts';
import { readUrlList } from '../core/urlList.ts';
import { CELL_COLUMNS, parseRobots, parsesOf, RESULTS_VERSION, setColumnsOf } from '../core/index.ts';
import { checkMatrix } from '../worker/checkMatrix.ts';
import { headerOf, jsonRecord, textRow } from '../core/result/columns.test-helper.ts';
import { CELL_REASONS, wholeListFacts } from './matrix.ts';
import { matrixOf } from './matrix.test-helper.ts';
import { csvField, exportCsv, exportFile, exportJson, exportMarkdown, exportWideCsv, REPORT_LIMIT } from './exports.ts';

/** A record as the JSON file gives it (core CELL_COLUMNS). */
type Rec = Record<string, unknown> & { url: string; verdict: string };

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
    expect(records[0]).toEqual(headerOf());
    expect(records).toHaveLength(1 + 9);
    expect(records[4]).toEqual(textRow({
      url: 'https://example.com/private/a,b "q"', crawler: 'Googlebot', verdict: 'blocked', line: '4', rule: 'Disallow: /private', groupLine: '3',
      crawlerRule: 'a group names the crawler', chain: 'Googlebot', reading: 'Google', comparedAs: '/private/a,b%20%22q%22',
    }));
    expect(records[5]).toEqual(textRow({
      url: 'https://example.com/private/a,b "q"', crawler: 'GPTBot', verdict: 'blocked', line: '2', rule: 'Disallow: /', groupLine: '1',
      crawlerRule: 'no group names the crawler: the * group applies', chain: 'GPTBot', reading: 'Google', comparedAs: '/private/a,b%20%22q%22',
    }));
    expect(records[6].slice(0, 3)).toEqual(['https://example.com/private/a,b "q"', 'ChatGPT-User', 'not governed']);
    expect(records[7][0]).toBe('\'=HYPERLINK("http://evil")');
    expect(records[1].slice(2, 5)).toEqual(['allowed', '', '']);
  });

  it('can be opened again as a URL list (its url column)', () => {
    expect(exportUrls(text(exportCsv(sample(), META)))?.urls).toHaveLength(9);
  });

  it('leaves groupLine and crawlerRule empty where the matrix does not hold them', () => {
    const data = matrixOf(['Googlebot'], { '/a': 'B2' }, { 2: 'Disallow: /a' });
    expect(csvRecords(text(exportCsv(data, META)), ',')[1]).toEqual(textRow({ url: '/a', crawler: 'Googlebot', verdict: 'blocked', line: '2', rule: 'Disallow: /a', chain: 'Googlebot', reading: 'Google' }));
  });
});

describe('exportJson', () => {
  it('parses to one record per URL × crawler with every field, named as check --json and batch name them, and a version', () => {
    const data = sample();
    const parsed = JSON.parse(text(exportJson(data, META))) as { version: number; file: string; profile: string; records: Rec[] };
    expect(parsed.version).toBe(RESULTS_VERSION);
    expect(parsed.file).toBe('robots.txt');
    expect(parsed.profile).toBe('google');
    expect(parsed.records).toHaveLength(9);
    expect(parsed.records[3]).toEqual(jsonRecord({
      url: 'https://example.com/private/a,b "q"', crawler: 'Googlebot', verdict: 'blocked', line: 4, rule: 'Disallow: /private', groupLine: 3, crawlerRule: 'own-group',
      chain: ['Googlebot'], reading: 'google', comparedAs: '/private/a,b%20%22q%22',
    }));
    expect(parsed.records[0]).toMatchObject({ verdict: 'allowed', line: 0, rule: null });
    expect(parsed.records[2].verdict).toBe('not governed');
  });

  it('is valid JSON across chunk boundaries and when empty', () => {
    const rows: Record<string, string> = {};
    for (let i = 0; i < 2500; i++) rows[`/p${i}`] = i % 2 ? 'B7' : 'A0';
    const big = exportJson(matrixOf(['Googlebot'], rows, { 7: 'Disallow: /p' }), META);
    expect(big.parts.length).toBeGreaterThan(3);
    const records = (JSON.parse(text(big)) as { records: Rec[] }).records;
    expect(records.map((r) => r.url)).toEqual(Object.keys(rows));
    expect(JSON.parse(text(exportJson(matrixOf(['Googlebot'], {}), META)))).toEqual({ robotscope: 'results', version: RESULTS_VERSION, file: 'robots.txt', profile: 'google', records: [] });
    expect(csvRecords(text(exportCsv(matrixOf(['Googlebot'], rows), META)), ',')).toHaveLength(2501);
  });
});

describe('exportMarkdown', () => {
  it('gives the counts per crawler, each crawler\'s blocked URLs and the URLs crawlers disagree on', () => {
    const md = text(exportMarkdown(sample(), META));
    expect(md).toContain('| Googlebot | 1 | 2 | 0 |');
    expect(md).toContain('| GPTBot | 2 | 1 | 0 |');
    expect(md).toContain('| ChatGPT-User | 0 | 0 | 3 |');
    expect(md).toContain('3 URLs × 3 crawlers: 3 blocked of 9 checks.');
    expect(md).toContain('### GPTBot: 2 blocked\n\n- `https://example.com/private/a,b "q"` (line 2: `Disallow: /`), compared as `/private/a,b%20%22q%22`\n- `=HYPERLINK("http://evil")` (line 2: `Disallow: /`)\n');
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

  it('writes the file name and a crawler named by a whole header as code, so neither can open a link or markup', () => {
    const header = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const md = text(exportMarkdown(matrixOf([header, 'Googlebot'], { '/a': 'B1 A0' }, { 1: 'Disallow: /' }), { ...META, fileName: 'shop_[1].txt' }));
    expect(md.startsWith('# `shop_[1].txt`: who can crawl what\n')).toBe(true);
    expect(md).toContain(`| \`${header}\` | 1 | 0 | 0 |`);
    expect(md).toContain(`### \`${header}\`: 1 blocked`);
    expect(md).toContain(`| URL | \`${header}\` | Googlebot |`);
  });
});

describe('Google\'s lenient answer, where it differs from a crawler read by RFC 9309 (issue 29 §1)', () => {
  // ClaudeBot documents nothing beyond RFC 9309, which skips the misspelt `Disalow` (its group
  // then has no rule); Google's lenient parser reads it as Disallow. Googlebot is Google's reading.
  const ROBOTS = 'User-agent: *\nDisallow: /admin\n\nUser-agent: ClaudeBot\nDisalow: /\n';
  const URLS = ['https://x.test/', 'https://x.test/admin/a'];
  const DOCUMENTED = { fileName: 'robots.txt', profile: 'documented' as const };
  function documented() {
    const parsed = parseRobots(ROBOTS);
    return { docVersion: 1, inputsVersion: 1, urls: URLS, ...checkMatrix(parsed, ['Googlebot', 'ClaudeBot'], URLS, { choice: 'documented', parses: parsesOf(ROBOTS, parsed) }) };
  }

  it('CSV: the lenient column gives the lenient verdict and its line where the readings disagree, empty where they agree', () => {
    const records = csvRecords(text(exportCsv(documented(), DOCUMENTED)), ',');
    const at = (name: string) => records[0].indexOf(name);
    expect(records.slice(1).map((r) => [r[at('url')], r[at('crawler')], r[at('verdict')], r[at('reading')], r[at('lenient')]])).toEqual([
      ['https://x.test/', 'Googlebot', 'allowed', 'Google', ''],
      ['https://x.test/', 'ClaudeBot', 'allowed', 'RFC 9309', 'Blocked by line 5: Disalow: /'],
      ['https://x.test/admin/a', 'Googlebot', 'blocked', 'Google', ''],
      ['https://x.test/admin/a', 'ClaudeBot', 'allowed', 'RFC 9309', 'Blocked by line 5: Disalow: /'],
    ]);
  });

  it('JSON: the lenient verdict, line and rule as an object, null where the readings agree', () => {
    const records = (JSON.parse(text(exportJson(documented(), DOCUMENTED))) as { records: Rec[] }).records;
    expect(records.map((r) => r.lenient)).toEqual([null, { verdict: 'blocked', line: 5, rule: 'Disalow: /', cause: 'lenient' }, null, { verdict: 'blocked', line: 5, rule: 'Disalow: /', cause: 'lenient' }]);
  });

  it('wide CSV: each crawler\'s lenient answer beside its verdict, as the grid marks the cell; before, ClaudeBot read "allowed" with no doubt', () => {
    expect(csvRecords(text(exportWideCsv(documented(), DOCUMENTED)), ',')).toEqual([
      ['url', 'comparedAs', 'whyNotTested', 'Googlebot verdict', 'Googlebot line', 'Googlebot rule', 'Googlebot lenient', 'ClaudeBot verdict', 'ClaudeBot line', 'ClaudeBot rule', 'ClaudeBot lenient'],
      ['https://x.test/', '', '', 'allowed', '', '', '', 'allowed', '', '', 'Blocked by line 5: Disalow: /'],
      ['https://x.test/admin/a', '', '', 'blocked', '2', 'Disallow: /admin', '', 'allowed', '', '', 'Blocked by line 5: Disalow: /'],
    ]);
  });

  it('Markdown: a section per crawler whose readings disagree, in the grid\'s words', () => {
    const md = text(exportMarkdown(documented(), DOCUMENTED));
    expect(md).toContain([
      '## Readings disagree: 2 checks\n',
      '### ClaudeBot: 2\n',
      '- `https://x.test/`: Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 5 `Disalow: /`',
      '- `https://x.test/admin/a`: Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 5 `Disalow: /`\n',
    ].join('\n'));
    expect(md).not.toContain('### Googlebot: 0');
    // One reading forced for every crawler: nothing is cross-checked, and the report says nothing of it.
    expect(text(exportMarkdown(sample(), META))).not.toContain('Readings disagree');
  });
});

describe('exportFile', () => {
  it('names each format by its extension', () => {
    const data = matrixOf(['Googlebot'], { '/': 'A0' });
    expect(['csv', 'csv-wide', 'json', 'markdown'].map((f) => exportFile(f as 'csv', data, { fileName: 'shop robots.txt', profile: 'rfc9309' }).name))
      .toEqual(['shop-robots-matrix.csv', 'shop-robots-matrix-wide.csv', 'shop-robots-matrix.json', 'shop-robots-matrix.md']);
  });
});

describe('a list with lines the grid does not test (issue 23 §3)', () => {
  // The list as the URL field reads it (core readUrlList): the file's site is the most common,
  // a URL of another site, a bad host and an ftp: URL are flagged; a decoded URL is compared encoded.
  const LIST = ['https://www.ebay.com/b/Cámaras-digitales', 'https://i.ebayimg.com/x.jpg', 'https://www.ebay.com/b/c', 'http://[bad', 'ftp://www.ebay.com/f'];
  function mixed() {
    const read = readUrlList(LIST.join('\n'));
    expect(read.urls).toEqual([LIST[0], LIST[2]]);
    const data = matrixOf(['Googlebot', 'GPTBot'], { [LIST[0]]: 'B2 B2', [LIST[2]]: 'A0 A0' }, { 2: 'Disallow: /b/Cámaras' });
    data.list = wholeListFacts(read);
    return data;
  }

  it('CSV: every line in the list\'s order, the flagged ones not tested with why, the decoded one with the path compared', () => {
    const otherSite = 'another site (https://i.ebayimg.com): this robots.txt governs only https://www.ebay.com.';
    const badHost = '"[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.';
    const ftp = 'a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.';
    const lines: Record<string, string>[] = [
      { url: LIST[0], verdict: 'blocked', line: '2', rule: 'Disallow: /b/Cámaras', comparedAs: '/b/C%C3%A1maras-digitales' },
      { url: LIST[1], verdict: 'not tested', whyNotTested: otherSite },
      { url: LIST[2], verdict: 'allowed' },
      { url: LIST[3], verdict: 'not tested', whyNotTested: badHost },
      { url: LIST[4], verdict: 'not tested', whyNotTested: ftp },
    ];
    const rows = lines.flatMap((r) => ['Googlebot', 'GPTBot'].map((crawler) => textRow({ ...r, crawler, reading: 'Google', ...(r.verdict === 'not tested' ? {} : { chain: crawler }) })));
    const csv = text(exportCsv(mixed(), META));
    expect(csvRecords(csv, ',')).toEqual([headerOf(), ...rows]);
    // Written as RFC 4180 says: CRLF after each record, a field with a quote or a comma quoted.
    expect(csv).toContain('\r\nhttp://[bad,Googlebot,not tested,');
    expect(csv).toContain('"""[bad"" is no host a browser can open, so no crawler requests this URL: check the part after //."');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('JSON: the site, and the same records', () => {
    const parsed = JSON.parse(text(exportJson(mixed(), META))) as { site: string; records: Rec[] };
    expect(parsed.site).toBe('https://www.ebay.com');
    expect(parsed.records.map((r) => [r.url, r.verdict, r.comparedAs])).toEqual([
      [LIST[0], 'blocked', '/b/C%C3%A1maras-digitales'], [LIST[0], 'blocked', '/b/C%C3%A1maras-digitales'],
      [LIST[1], 'not tested', null], [LIST[1], 'not tested', null],
      [LIST[2], 'allowed', null], [LIST[2], 'allowed', null],
      [LIST[3], 'not tested', null], [LIST[3], 'not tested', null],
      [LIST[4], 'not tested', null], [LIST[4], 'not tested', null],
    ]);
    expect(parsed.records[2]).toEqual(jsonRecord({
      url: LIST[1], crawler: 'Googlebot', verdict: 'not tested', reading: 'google',
      whyNotTested: 'another site (https://i.ebayimg.com): this robots.txt governs only https://www.ebay.com.',
    }));
  });

  it('Markdown: the site, the path compared beside a blocked URL, and the lines not tested at the end', () => {
    const md = text(exportMarkdown(mixed(), META));
    expect(md).toContain('Reading: Google (what Googlebot does). Site: `https://www.ebay.com`, the most common in the list. 2 URLs × 2 crawlers: 2 blocked of 4 checks. 3 lines of the list not tested (listed at the end).\n\n');
    expect(md).toContain('### Googlebot: 1 blocked\n\n- `https://www.ebay.com/b/Cámaras-digitales` (line 2: `Disallow: /b/Cámaras`), compared as `/b/C%C3%A1maras-digitales`\n');
    expect(md.endsWith([
      '## Not tested: 3 lines of the list\n',
      '- line 2: `https://i.ebayimg.com/x.jpg`: another site (https://i.ebayimg.com): this robots.txt governs only https://www.ebay.com.',
      '- line 4: `http://[bad`: "\\[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.',
      '- line 5: `ftp://www.ebay.com/f`: a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.',
      '',
    ].join('\n'))).toBe(true);
  });

  it('a list of which nothing is tested still lists every line, in CSV and JSON', () => {
    const read = readUrlList('not a url\nhttp://[bad');
    const data = matrixOf(['Googlebot'], {});
    data.list = wholeListFacts(read);
    expect(csvRecords(text(exportCsv(data, META)), ',').map((r) => r.slice(0, 3))).toEqual([
      ['url', 'crawler', 'verdict'], ['not a url', 'Googlebot', 'not tested'], ['http://[bad', 'Googlebot', 'not tested'],
    ]);
    expect((JSON.parse(text(exportJson(data, META))) as { records: unknown[] }).records).toHaveLength(2);
  });
});

describe('the rows the grid shows (issue 24 §2: exports follow the filter and the sort)', () => {
  const LIST = ['https://www.ebay.com/a', 'ftp://www.ebay.com/f', 'https://www.ebay.com/b', 'https://www.ebay.com/c'];
  function listed() {
    const read = readUrlList(LIST.join('\n'));
    const data = matrixOf(['Googlebot', 'GPTBot'], { [LIST[0]]: 'A0 B2', [LIST[2]]: 'B3 B2', [LIST[3]]: 'A0 A0' }, { 2: 'Disallow: /', 3: 'Disallow: /b' });
    data.list = wholeListFacts(read);
    return data;
  }
  const FTP_WHY = '"a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those."';

  it('CSV: only the rows given, in their order, then the lines not tested with why', () => {
    const csv = text(exportCsv(listed(), { ...META, rows: Int32Array.from([1, 0]) }));
    const decided = (url: string, crawler: string, fields: Record<string, string>) => textRow({ url, crawler, chain: crawler, reading: 'Google', ...fields });
    const ftp = (crawler: string) => textRow({ url: LIST[1], crawler, verdict: 'not tested', reading: 'Google', whyNotTested: JSON.parse(FTP_WHY) as string });
    expect(csvRecords(csv, ',')).toEqual([
      headerOf(),
      decided(LIST[2], 'Googlebot', { verdict: 'blocked', line: '3', rule: 'Disallow: /b' }),
      decided(LIST[2], 'GPTBot', { verdict: 'blocked', line: '2', rule: 'Disallow: /' }),
      decided(LIST[0], 'Googlebot', { verdict: 'allowed' }),
      decided(LIST[0], 'GPTBot', { verdict: 'blocked', line: '2', rule: 'Disallow: /' }),
      ftp('Googlebot'),
      ftp('GPTBot'),
    ]);
    expect(csv).toContain(`\r\nftp://www.ebay.com/f,Googlebot,not tested,`);
    expect(csv).toContain(`,${FTP_WHY}`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('every row in the list\'s order is the whole list, a line not tested in its place', () => {
    const data = listed();
    const all = text(exportCsv(data, META));
    expect(text(exportCsv(data, { ...META, rows: Int32Array.from([0, 1, 2]) }))).toBe(all);
    expect(csvRecords(all, ',').map((r) => r[0])).toEqual(['url', LIST[0], LIST[0], LIST[1], LIST[1], LIST[2], LIST[2], LIST[3], LIST[3]]);
  });

  it('no row shown still lists the lines not tested, in CSV and JSON', () => {
    const none = { ...META, rows: new Int32Array(0) };
    expect(csvRecords(text(exportCsv(listed(), none)), ',').map((r) => r.slice(0, 3))).toEqual([
      ['url', 'crawler', 'verdict'], [LIST[1], 'Googlebot', 'not tested'], [LIST[1], 'GPTBot', 'not tested'],
    ]);
    expect((JSON.parse(text(exportJson(listed(), none))) as { records: Rec[] }).records.map((r) => r.url)).toEqual([LIST[1], LIST[1]]);
  });

  it('Markdown: counts and lists of the rows given, saying which they are', () => {
    const md = text(exportMarkdown(listed(), { ...META, rows: Int32Array.from([1]) }));
    expect(md).toContain("The grid's 1 of 3 URLs, in its order. 1 URL × 2 crawlers: 2 blocked of 2 checks. 1 line of the list not tested (listed at the end).\n\n");
    expect(md).toContain('| Googlebot | 1 | 0 | 0 |');
    expect(md).toContain('### GPTBot: 1 blocked\n\n- `https://www.ebay.com/b` (line 2: `Disallow: /`)\n');
    expect(md).toContain('## Crawlers disagree: 0 URLs');
    expect(md).toContain('## Not tested: 1 line of the list\n\n- line 2: `ftp://www.ebay.com/f`');
    expect(text(exportMarkdown(listed(), { ...META, rows: Int32Array.from([2, 1, 0]) }))).toContain("Every URL, in the grid's order. 3 URLs × 2 crawlers");
  });
});

describe('exportWideCsv (issue 24 §2)', () => {
  it('gives one row per URL: its own columns, then each crawler\'s verdict, line, rule and lenient answer (core CELL_COLUMNS marked wide)', () => {
    expect(text(exportWideCsv(sample(), META))).toBe([
      'url,comparedAs,whyNotTested,Googlebot verdict,Googlebot line,Googlebot rule,Googlebot lenient,GPTBot verdict,GPTBot line,GPTBot rule,GPTBot lenient,ChatGPT-User verdict,ChatGPT-User line,ChatGPT-User rule,ChatGPT-User lenient',
      'https://example.com/,,,allowed,,,,allowed,,,,not governed,,,',
      '"https://example.com/private/a,b ""q""","/private/a,b%20%22q%22",,blocked,4,Disallow: /private,,blocked,2,Disallow: /,,not governed,,,',
      '"\'=HYPERLINK(""http://evil"")",,,allowed,,,,blocked,2,Disallow: /,,not governed,,,',
      '',
    ].join('\r\n'));
    expect(CELL_COLUMNS.filter((c) => c.wide).map((c) => `${c.name}:${c.wide}`))
      .toEqual(['url:url', 'verdict:crawler', 'line:crawler', 'rule:crawler', 'comparedAs:url', 'whyNotTested:url', 'lenient:crawler']);
  });

  it('follows the grid\'s rows and lists the lines not tested with why, after them', () => {
    const read = readUrlList('https://www.ebay.com/a\nnot a url\nhttps://www.ebay.com/b');
    const data = matrixOf(['Googlebot'], { 'https://www.ebay.com/a': 'A0', 'https://www.ebay.com/b': 'B2' }, { 2: 'Disallow: /b' });
    data.list = wholeListFacts(read);
    const why = read.flagged[0].why;
    expect(csvRecords(text(exportWideCsv(data, { ...META, rows: Int32Array.from([1]) })), ',')).toEqual([
      ['url', 'comparedAs', 'whyNotTested', 'Googlebot verdict', 'Googlebot line', 'Googlebot rule', 'Googlebot lenient'],
      ['https://www.ebay.com/b', '', '', 'blocked', '2', 'Disallow: /b', ''],
      ['not a url', '', why, 'not tested', '', '', ''],
    ]);
    expect(csvRecords(text(exportWideCsv(data, META)), ',').map((r) => r[0])).toEqual(['url', 'https://www.ebay.com/a', 'not a url', 'https://www.ebay.com/b']);
  });
});

describe("a URL set's own columns in every file (walk20 §6: a crawl export's Status Code, Indexability ...)", () => {
  const data = () => matrixOf(['Googlebot', 'GPTBot'], { 'https://example.com/': 'A0 B2', 'https://example.com/private/a': 'B4 B2', 'https://example.com/typed': 'A0 B2' }, { 2: 'Disallow: /', 4: 'Disallow: /private' });
  // As the sets worker gives them (core setColumnsOf): /typed was typed, no set row gives it.
  const sets = setColumnsOf([
    { url: 'https://example.com/', file: 'crawl.csv', line: 2, attributes: { 'Status Code': '200', Indexability: 'Indexable' } },
    { url: 'https://example.com/private/a', file: 'crawl.csv', line: 3, attributes: { 'Status Code': '200', Indexability: 'Non-Indexable, noindex' } },
  ]);
  const meta = { ...META, sets };

  it('long CSV: the set\'s columns after the result\'s, each record of a URL with its row\'s values, empty for a URL no row gives', () => {
    const records = csvRecords(text(exportCsv(data(), meta)), ',');
    expect(records[0]).toEqual([...headerOf(), 'Status Code', 'Indexability']);
    expect(records[3]).toEqual([...textRow({ url: 'https://example.com/private/a', crawler: 'Googlebot', verdict: 'blocked', line: '4', rule: 'Disallow: /private', chain: 'Googlebot', reading: 'Google' }), '200', 'Non-Indexable, noindex']);
    expect(records[4].slice(-2)).toEqual(['200', 'Non-Indexable, noindex']);
    expect(records[5].slice(-3)).toEqual(['', '', '']);
    // With no set shown, the file is as it was.
    expect(csvRecords(text(exportCsv(data(), META)), ',')[0]).toEqual(headerOf());
  });

  it('wide CSV: the set\'s columns among the URL\'s own, before the crawlers\'', () => {
    expect(text(exportWideCsv(data(), { ...meta, rows: Int32Array.from([1, 2]) }))).toBe([
      'url,comparedAs,whyNotTested,Status Code,Indexability,Googlebot verdict,Googlebot line,Googlebot rule,Googlebot lenient,GPTBot verdict,GPTBot line,GPTBot rule,GPTBot lenient',
      'https://example.com/private/a,,,200,"Non-Indexable, noindex",blocked,4,Disallow: /private,,blocked,2,Disallow: /,',
      'https://example.com/typed,,,,,allowed,,,,blocked,2,Disallow: /,',
      '',
    ].join('\r\n'));
  });

  it('JSON: `attributes`, by header as written, null for a URL no row gives; no such key with no set columns', () => {
    const parsed = JSON.parse(text(exportJson(data(), meta))) as { version: number; records: Rec[] };
    expect(parsed.version).toBe(RESULTS_VERSION);
    expect(parsed.records.map((r) => r.attributes)).toEqual([
      { 'Status Code': '200', Indexability: 'Indexable' }, { 'Status Code': '200', Indexability: 'Indexable' },
      { 'Status Code': '200', Indexability: 'Non-Indexable, noindex' }, { 'Status Code': '200', Indexability: 'Non-Indexable, noindex' },
      null, null,
    ]);
    expect(Object.keys((JSON.parse(text(exportJson(data(), META))) as { records: Rec[] }).records[0])).toEqual(headerOf());
    expect(Object.keys((JSON.parse(text(exportJson(data(), { ...META, sets: setColumnsOf([]) }))) as { records: Rec[] }).records[0])).toEqual(headerOf());
  });

  it('Markdown: the set\'s columns after each blocked URL, and as columns of the disagreements\' table', () => {
    const md = text(exportMarkdown(data(), meta));
    expect(md).toContain('### Googlebot: 1 blocked\n\n- `https://example.com/private/a` (line 4: `Disallow: /private`): Status Code 200 · Indexability Non-Indexable, noindex\n');
    expect(md).toContain('| URL | Googlebot | GPTBot | Status Code | Indexability |\n| --- | --- | --- | --- | --- |\n| `https://example.com/` | Allowed | Blocked (line 2) | 200 | Indexable |\n| `https://example.com/typed` | Allowed | Blocked (line 2) |  |  |\n');
  });

  it('Markdown: a set of many columns (a whole crawl export, 57) is left to the CSV and JSON, with a line saying so; lines stay short (review21 M2)', () => {
    // A Screaming Frog internal_all export has 60–70 columns, some of 150 characters (Meta Description 1).
    const headers = Array.from({ length: 57 }, (_, i) => (i === 3 ? 'Indexability' : `Column ${i + 1}`));
    const row = (n: number) => Object.fromEntries(headers.map((h, i) => [h, `value ${n}.${i} ${'x'.repeat(i % 5 === 0 ? 150 : 10)}`]));
    const many = setColumnsOf([
      { url: 'https://example.com/', file: 'internal_all.csv', line: 2, attributes: row(1) },
      { url: 'https://example.com/private/a', file: 'internal_all.csv', line: 3, attributes: row(2) },
    ]);
    const md = text(exportMarkdown(data(), { ...META, sets: many }));
    expect(md).toContain("The URL sets' 57 own columns are not in this report (it shows them up to 4): the CSV and JSON exports carry them all.\n");
    expect(md).not.toContain('Indexability');
    expect(md).not.toContain('value 1.');
    // Before: each blocked URL's line ran to some 5,000 characters here, the table had 2 + 57 columns.
    expect(Math.max(...md.split('\n').map((l) => l.length))).toBeLessThanOrEqual(200);
    expect(md).toContain('| URL | Googlebot | GPTBot |\n| --- | --- | --- |\n');
    // The CSV and JSON still carry every one.
    expect(csvRecords(text(exportCsv(data(), { ...META, sets: many })), ',')[0]).toHaveLength(headerOf().length + 57);
    expect(Object.keys((JSON.parse(text(exportJson(data(), { ...META, sets: many }))) as { records: { attributes: object }[] }).records[0].attributes)).toHaveLength(57);
    // 4 columns, the limit, are still carried; 5 are not.
    const few = (n: number) => setColumnsOf([{ url: 'https://example.com/private/a', file: 'c.csv', line: 2, attributes: Object.fromEntries(headers.slice(0, n).map((h) => [h, 'v'])) }]);
    expect(text(exportMarkdown(data(), { ...META, sets: few(4) }))).toContain('| URL | Googlebot | GPTBot | Column 1 | Column 2 | Column 3 | Indexability |\n');
    expect(text(exportMarkdown(data(), { ...META, sets: few(5) }))).toContain('| URL | Googlebot | GPTBot |\n');
  });

  it('a set column headed as a crawler\'s column of the wide CSV ("Googlebot verdict": Robotscope\'s own wide CSV opened as a set) is headed apart, in both CSVs (review21 L1)', () => {
    const clash = setColumnsOf([
      { url: 'https://example.com/', file: 'robots-matrix-wide.csv', line: 2, attributes: { 'Googlebot verdict': 'allowed', 'gptbot RULE': 'Disallow: /', verdict: 'x', 'verdict (URL set)': 'y', Indexability: 'Indexable' } },
    ]);
    const wide = csvRecords(text(exportWideCsv(data(), { ...META, sets: clash })), ',');
    const header = wide[0];
    // Before: two columns headed "Googlebot verdict" (and "GPTBot rule", any case).
    expect(new Set(header.map((h) => h.toLowerCase())).size).toBe(header.length);
    expect(header.slice(3, 8)).toEqual(['Googlebot verdict (URL set)', 'gptbot RULE (URL set)', 'verdict (URL set) (URL set)', 'verdict (URL set)', 'Indexability']);
    expect(wide[1].slice(3, 8)).toEqual(['allowed', 'Disallow: /', 'x', 'y', 'Indexable']);
    expect(header.slice(8, 10)).toEqual(['Googlebot verdict', 'Googlebot line']);
    const long = csvRecords(text(exportCsv(data(), { ...META, sets: clash })), ',')[0];
    expect(long.slice(-5)).toEqual(header.slice(3, 8));
    expect(new Set(long.map((h) => h.toLowerCase())).size).toBe(long.length);
  });
});
