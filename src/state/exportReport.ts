/**
 * The matrix as a Markdown report (issue 11 §4): a summary per crawler, each crawler's blocked
 * URLs, the URLs the crawlers disagree on, and the lines of the list not tested, with why. Of
 * the rows the grid shows (issue 24 §2: ExportMeta.rows), and it says so when they are not all.
 */
import {
  ATTRIBUTES_COLUMN, CELL_COLUMNS, comparedPath, fileReading, lenientHint, MARKDOWN_STYLE, mdCode, mdName, mdText, READING_CHOICE_WORDS, VERDICT, VERDICT_WORDS, type Verdict,
} from '../core/index.ts';
import { columnName, recordAt, type MatrixData } from './matrix.ts';
import { columnSummaries, rowFacts, ROW_ALLOWED, ROW_BLOCKED } from './matrixView.ts';
import { baseName, everyFlagged, everyRowInOrder, setColumnsOfExport, urlRows, type ExportFile, type ExportMeta } from './exportRows.ts';
import { countText } from '../core/words/countText.ts';
import { EXPORT_WORDS } from '../core/words/exportWords.ts';

/** The Markdown report: who can crawl what, then each crawler's blocked URLs, then the disagreements. */
export function exportMarkdown(data: MatrixData, meta: ExportMeta): ExportFile {
  const rows = urlRows(data, meta);
  const parts = [...reportHead(data, meta, rows), ...blockedSection(data, meta, rows), ...disagreeSection(data, meta, rows), ...readingsSection(data, meta, rows), ...notTestedSection(data)];
  return { name: `${baseName(meta)}.md`, type: 'text/markdown;charset=utf-8', parts };
}

/** Entries a report lists per section at most; the CSV and JSON files hold every cell. */
export const REPORT_LIMIT = 1000;

/**
 * The URL sets' own columns a report carries at most (review21 M2). The report is read by people
 * (pasted in a pull request, a CI log): a crawl export's 4 chosen columns beside a blocked URL say
 * why it matters; a whole crawl's 57 make 1,300-character lines and a table no one reads. Past
 * this the report carries none and says the CSV and JSON exports have them (a pivot's place).
 */
export const REPORT_SET_COLUMNS = 4;

/** The sets' columns the report carries: all of them, when few; else none. */
function reportSetColumns(data: MatrixData, meta: ExportMeta) {
  const columns = setColumnsOfExport(data, meta);
  return columns.length <= REPORT_SET_COLUMNS ? columns : [];
}

/** The report's line saying the sets' columns are left to the CSV and JSON exports, when too many. */
function setColumnsWords(meta: ExportMeta): string {
  const n = meta.sets?.headers.length ?? 0;
  return n > REPORT_SET_COLUMNS ? `${mdText(EXPORT_WORDS.columnsElsewhere(n, REPORT_SET_COLUMNS))}

` : '';
}

const count = countText;
const counted = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The result columns that read the crawler's groups (core ResultColumn.ofCrawler: Crawl-delay),
 * the same for every URL: the summary gives each a column, so a new one shows there unasked.
 */
const CRAWLER_COLUMNS = CELL_COLUMNS.filter((c) => c.ofCrawler);

function reportHead(data: MatrixData, meta: ExportMeta, shown: ArrayLike<number>): string[] {
  const summaries = columnSummaries(data, shown);
  const blocked = summaries.reduce((n, s) => n + s.blocked, 0);
  const rows = data.columns.map((c, j) => {
    const s = summaries[j];
    const record = data.urls.length > 0 ? recordAt(data, j, fileReading(meta.profile)) : null;
    const facts = CRAWLER_COLUMNS.map((col) => ` ${record ? mdText(col.text(record)) : ''} |`).join('');
    return `| ${mdName(columnName(c), true)} | ${count(s.blocked)} | ${count(s.allowed)} | ${count(s.ungoverned)} |${facts}`;
  });
  const factHeads = CRAWLER_COLUMNS.map((c) => ` ${mdText(c.label)} |`).join('');
  const notTested = data.list?.notTested ?? 0;
  return [
    `# ${mdCode(meta.fileName)}: who can crawl what\n\n`,
    `Reading: ${mdText(READING_CHOICE_WORDS[meta.profile])}.${siteWords(data)}${shownWords(data, meta, shown)} ${counted(shown.length, 'URL')} × ${counted(data.columns.length, 'crawler')}: ${count(blocked)} blocked of ${count(shown.length * data.columns.length)} checks.`,
    notTested > 0 ? ` ${count(notTested)} ${notTested === 1 ? 'line' : 'lines'} of the list not tested (listed at the end).\n\n` : '\n\n',
    setColumnsWords(meta),
    `## Summary\n\n| Crawler | ${[VERDICT.blocked, VERDICT.allowed, VERDICT.ungoverned].map((v) => VERDICT_WORDS[v]).join(' | ')} |${factHeads}\n| --- | ---: | ---: | ---: |${' --- |'.repeat(CRAWLER_COLUMNS.length)}\n`,
    rows.join('\n') + '\n',
  ];
}

/** The site the file was taken to govern (core fileOrigin), as the URL field says it. */
function siteWords(data: MatrixData): string {
  const site = data.list?.site;
  if (!site?.origin) return '';
  return ` Site: ${mdCode(site.origin)}${site.from === 'list' ? ', the most common in the list' : ''}.`;
}

/** Which URLs the report holds, when the grid filters or sorts them: " The grid's 12 of 9,583 URLs, in its order." */
function shownWords(data: MatrixData, meta: ExportMeta, shown: ArrayLike<number>): string {
  if (everyRowInOrder(data, meta.rows)) return '';
  return shown.length === data.urls.length ? " Every URL, in the grid's order." : ` The grid's ${count(shown.length)} of ${count(data.urls.length)} URLs, in its order.`;
}

function more(n: number): string {
  return n > 0 ? `\n… and ${count(n)} more (the CSV and JSON exports hold every one).\n` : '';
}

function blockedSection(data: MatrixData, meta: ExportMeta, shown: ArrayLike<number>): string[] {
  const cols = data.columns.length;
  const withSets = reportSetColumns(data, meta).length > 0;
  const parts = ['\n## Blocked URLs\n'];
  data.columns.forEach((c, j) => {
    const lines: string[] = [];
    let total = 0;
    for (let i = 0; i < shown.length; i++) {
      const r = shown[i];
      const cell = r * cols + j;
      if (data.verdict[cell] !== VERDICT.blocked) continue;
      if (++total > REPORT_LIMIT) continue;
      const rec = recordAt(data, cell, fileReading(meta.profile), comparedPath(data.urls[r]));
      const decided = rec.line === 0 ? '' : ` (line ${rec.line}${rec.rule === '' ? '' : `: ${mdCode(rec.rule)}`})`;
      const set = withSets ? ATTRIBUTES_COLUMN.text({ ...rec, attributes: setRow(meta, rec.url) }) : '';
      lines.push(`- ${mdCode(rec.url)}${decided}${rec.comparedAs === '' ? '' : `, compared as ${mdCode(rec.comparedAs)}`}${set === '' ? '' : `: ${mdText(set)}`}`);
    }
    parts.push(`\n### ${mdName(columnName(c))}: ${count(total)} blocked\n\n`);
    parts.push(total === 0 ? 'None.\n' : lines.join('\n') + '\n' + more(total - REPORT_LIMIT));
  });
  return parts;
}

/** The URL's row in the URL sets shown (ExportMeta.sets), by header. */
const setRow = (meta: ExportMeta, url: string) => meta.sets?.rows.get(url.trim());

function disagreeSection(data: MatrixData, meta: ExportMeta, shown: ArrayLike<number>): string[] {
  const facts = rowFacts(data);
  const setCols = reportSetColumns(data, meta);
  const both = ROW_BLOCKED | ROW_ALLOWED;
  const cols = data.columns.length;
  const rows: string[] = [];
  let total = 0;
  for (let i = 0; i < shown.length; i++) {
    const r = shown[i];
    if ((facts[r] & both) !== both || ++total > REPORT_LIMIT) continue;
    const cells = data.columns.map((_, j) => {
      const cell = r * cols + j;
      const word = VERDICT_WORDS[data.verdict[cell] as Verdict];
      return data.line[cell] > 0 ? `${word} (line ${data.line[cell]})` : word;
    });
    const rec = setCols.length > 0 ? { ...recordAt(data, r * cols, fileReading(meta.profile)), attributes: setRow(meta, data.urls[r]) } : null;
    const set = rec ? setCols.map((c) => ` ${mdText(c.text(rec))} |`).join('') : '';
    rows.push(`| ${mdCode(data.urls[r], true)} | ${cells.join(' | ')} |${set}`);
  }
  const head = `\n## Crawlers disagree: ${count(total)} URLs\n\n`;
  if (total === 0) return [head, 'None: every crawler gets the same answer for every URL.\n'];
  const header = `| URL | ${data.columns.map((c) => mdName(columnName(c), true)).join(' | ')} |${setCols.map((c) => ` ${mdText(c.label)} |`).join('')}\n| --- |${' --- |'.repeat(cols + setCols.length)}\n`;
  return [head, header, rows.join('\n') + '\n', more(total - REPORT_LIMIT)];
}

/**
 * The cells where a crawler read by RFC 9309 for want of a documented reading gets another
 * answer from Google's lenient parser (issue 29 §1: the record's `lenient`), per crawler, in the
 * grid's words. Only when some crawler is read that way.
 */
function readingsSection(data: MatrixData, meta: ExportMeta, shown: ArrayLike<number>): string[] {
  if (!data.lenientLine || data.lenientLine.length !== data.verdict.length) return [];
  const cols = data.columns.length;
  const parts: string[] = [];
  let all = 0;
  data.columns.forEach((c, j) => {
    const lines: string[] = [];
    let total = 0;
    for (let i = 0; i < shown.length; i++) {
      const rec = recordAt(data, shown[i] * cols + j, fileReading(meta.profile));
      if (rec.lenient === null || ++total > REPORT_LIMIT) continue;
      lines.push(`- ${mdCode(rec.url)}: ${lenientHint(rec.verdict === VERDICT.allowed, rec.reading, rec.lenient, MARKDOWN_STYLE)}`);
    }
    all += total;
    if (total > 0) parts.push(`\n### ${mdName(columnName(c))}: ${count(total)}\n\n`, lines.join('\n') + '\n' + more(total - REPORT_LIMIT));
  });
  const head = `\n## Readings disagree: ${count(all)} checks\n`;
  if (all === 0) return [head, '\nNone: every crawler read by RFC 9309 gets the same answer from a lenient parser, as Google\'s.\n'];
  return [head, ...parts];
}

/** The lines of the list the grid does not test, with why: never graded (issue 23 §3). */
function notTestedSection(data: MatrixData): string[] {
  const list = data.list;
  const total = list?.notTested ?? 0;
  if (!list || total === 0) return [];
  // The first REPORT_LIMIT: those the worker sent, unless it sent fewer than that.
  const flagged = list.flagged.length >= Math.min(total, REPORT_LIMIT) ? list.flagged : everyFlagged(list);
  const lines = flagged.slice(0, REPORT_LIMIT).map((f) => `- line ${f.line}: ${mdCode(f.text)}: ${mdText(f.why)}`);
  return [`\n## Not tested: ${count(total)} ${total === 1 ? 'line' : 'lines'} of the list\n\n`, lines.join('\n') + '\n', more(total - REPORT_LIMIT)];
}
