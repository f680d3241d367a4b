/**
 * The worker sends codes and values, never English (issue 24 §1): the sentences of a verdict,
 * its reasons and the readings' names live in core words/, and the page and the CLI say them
 * from there. Two proofs, so neither a new sentence in the worker's code nor one the engine
 * hands it on the wire goes unnoticed:
 * - the code that runs in the worker (robots.worker.ts and what it imports of src/worker)
 *   holds no string that reads as a sentence;
 * - every string of the worker's answers for real cases (a crawler with registry notes, one that
 *   falls back along its chain, Yandex's reading with its sources, a URL compared
 *   percent-encoded, another profile's reading) is a code, or a value taken from what was asked
 *   (the file, the URL, the crawler) or from the crawler's registry row;
 * - every string of its analysis of a file with problems (the diagnostics and their fixes) is a
 *   key of the diagnostic words (core words/diagnosticWords.ts), a code, or a fact quoted from
 *   the file, the registry or the fix's own text: the page says the words (sayText).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCrawler, PROFILES, REGISTRY, requestUrl, sayText, type Diagnostic } from '../core/index.ts';
import { MESSAGES } from '../core/words/diagnosticWords.ts';
import { createDocuments } from './documents.ts';
import type { AnalysisResponse, CheckResponse, ExplainResponse } from './protocol.ts';

const HERE = import.meta.dirname;

/** The files of src/worker that the worker's entry imports, itself included. */
function workerModules(entry = join(HERE, 'robots.worker.ts'), seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest);
  for (const s of source.statements) {
    if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) {
      const spec = s.moduleSpecifier.text;
      if (spec.startsWith('./')) workerModules(join(dirname(entry), spec), seen);
    }
  }
  return seen;
}

/** The text of every string the code builds at run time: literals and template parts, not imports, types or comments. */
function runtimeStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    if (ts.isTemplateExpression(node)) out.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Three words in a row, the second and third in lower case: a sentence, or the start of one. */
const SENTENCE = /[A-Za-z]{2,}[ ,:;]+[a-z]{2,}[ ,:;]+[a-z]{2,}/;

describe('the worker speaks no English', () => {
  it('finds the worker\'s own modules (the scan below would pass on nothing otherwise)', () => {
    const names = [...workerModules()].map((f) => f.slice(HERE.length + 1)).sort();
    expect(names).toEqual(expect.arrayContaining(['analyze.ts', 'checkMatrix.ts', 'documents.ts', 'robots.worker.ts', 'urlLists.ts']));
    expect(names).not.toContain('client.ts'); // the page's side of the wire
  });

  it('holds no sentence in the code that runs in the worker', () => {
    const sentences = [...workerModules()].flatMap((f) => runtimeStrings(f).filter((s) => SENTENCE.test(s)).map((s) => `${f.slice(HERE.length + 1)}: ${s}`));
    expect(sentences).toEqual([]);
  });

  it('the scan sees a sentence where there is one', () => {
    const file = join(HERE, 'analyze.ts');
    expect(runtimeStrings(file).some((s) => SENTENCE.test(s))).toBe(false);
    expect(SENTENCE.test('The group naming Applebot applied.')).toBe(true);
    expect(SENTENCE.test('compared as /b: the URL as a browser requests it')).toBe(true);
    expect(SENTENCE.test('own-group')).toBe(false);
  });
});

const FILE = [
  'User-agent: Googlebot', 'Disallow: /private', '',
  'User-agent: Yandex', 'Disallow: /a*', 'Allow: /a', 'Clean-param: ref', '',
  'User-agent: Diffbot', 'Allow: /b/C', 'Disallow: /b', '',
  'User-agent: *', 'Disalow: /x', 'Disallow: /b/Cámaras', 'Crawl-delay: 5', '',
].join('\n');

/** Every string inside a value, with where it is. */
function strings(value: unknown, at = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [k, v] of Object.entries(value)) strings(v, `${at}.${k}`, out);
  }
  return out;
}

/** A code: one word or words joined by '-' (`own-group`, `rfc9309`, `crawl-delay`), or `*`. */
const CODE = /^(\*|[a-z0-9]+(-[a-z0-9]+)*)$/;

/** A path or URL the engine worked out from one asked (Yandex's URL after Clean-param): no blank, so no sentence. */
const PATH = /^(\/|https?:\/\/)\S*$/;
/** A rule as core ruleText writes it (CheckResponse.rulesRead): a directive's name, and a value the file holds. */
const RULE_AS_READ = /^(?:Allow|Disallow): (\S*)$/;
const ruleOfFile = (s: string) => { const m = RULE_AS_READ.exec(s); return m !== null && FILE.includes(m[1]); };

/** What the answers may quote: the file, what was asked, and what the registry says of the crawlers asked about. */
function quotable(asked: { crawler: string; url: string }[]): (s: string) => boolean {
  const registry = new Set<string>();
  for (const { crawler } of asked) {
    const info = findCrawler(crawler);
    if (info) for (const v of Object.values(info)) for (const [, s] of strings(v)) registry.add(s);
  }
  const urls = asked.flatMap(({ url }) => [url, requestUrl(url)]);
  return (s) => s === '' || PATH.test(s) || FILE.includes(s) || ruleOfFile(s) || urls.some((u) => u.includes(s)) || asked.some((a) => a.crawler.includes(s)) || registry.has(s);
}

describe('the worker\'s answers', () => {
  const asked = [
    { crawler: 'Diffbot', url: 'https://www.example.com/b/Cámaras' },
    { crawler: 'Applebot', url: '/private/x' },
    { crawler: 'YandexBot', url: '/ab?ref=1&utm_source=x' },
    { crawler: 'ChatGPT-User', url: '/x' },
    { crawler: 'FeedFetcher-Google', url: '/private' },
    { crawler: 'ClaudeBot', url: '/x/y' },
  ];

  it('are codes, numbers and quoted values, never sentences', () => {
    expect(REGISTRY.length).toBeGreaterThan(0);
    const docs = createDocuments();
    docs.handle({ type: 'update', seq: 1, docId: 'd', docVersion: 1, text: FILE, breaks: null, profile: 'documented' });
    const list = asked.map((a) => a.url).join('\n');
    docs.handle({ type: 'list', seq: 2, docId: 'd', docVersion: 1, listVersion: 1, base: -1, text: list, edits: [], length: list.length, origin: '', have: -1 });
    const check = docs.handle({ type: 'check', seq: 3, docId: 'd', docVersion: 1, inputsVersion: 1, crawlers: asked.map((a) => a.crawler), listVersion: 1, compareCells: Infinity })!.response as CheckResponse;
    const answers: unknown[] = [check];
    for (const [i, a] of asked.entries()) {
      answers.push(docs.handle({ type: 'explain', seq: 10 + i, docId: 'd', docVersion: 1, ...a })!.response as ExplainResponse);
    }
    const ok = quotable(asked);
    const said = answers.flatMap((a) => strings(a)).filter(([, s]) => !CODE.test(s) && !ok(s));
    expect(said).toEqual([]);
    // The cases reach what used to be said in English on the wire: notes, a fallback, sources, a compared path.
    const explained = answers.slice(1) as ExplainResponse[];
    expect(explained.map((e) => e.row.crawlerRule)).toContain('chain-fallback');
    expect(explained.find((e) => e.explanation.crawler === 'YandexBot')!.explanation.sources.length).toBeGreaterThan(0);
    expect(explained[0].explanation.path.comparedAs).toBe('/b/C%C3%A1maras');
    expect(explained[0].row.allowLines).toEqual([10]);
  });
});

/** A file with a problem of nearly every kind, most with a fix. */
const TROUBLED = [
  'Disallow: /early', 'User-agent: *', 'Dissallow: /x', 'Disallow /y', 'Noindex: /z', 'Disallow: private/', 'Disallow: /a b',
  'Disallow: /a$b', 'Disallow: /x', 'Disallow: /x', 'Disallow: \u00a0/n', 'Disallow: /m\u00a0n', 'Disallow: /c\u0001', 'Disallow: https://www.example.com/full/',
  'Content-Signal: search=yes, ai_train=no', 'Content-Usage: train-ai="n"', 'License: license.xml', 'Sitemap: /sitemap.xml',
  'Sitemap: https://www.example.com/s.xml', 'Foo: bar', 'Alow: /q', 'this is not a directive', 'Disallow: /*.css$', 'Disallow: /images/',
  '', 'User-agent: Googlebot/2.1', 'Disallow: /', 'Disallow: /search', 'Disallow: /search/deep', '',
  'User-agent: Slurp', 'Crawl-delay: 1', 'User-agent: GPTBot', 'Disallow: /g', '', 'User-agent: EmptyBot', '',
  'User-agent: Slurp', 'Crawl-delay: 1', 'User-agent: GPTBot', 'Disallow: /h', '', 'User-agent: bingbot', 'Disallow: /', '',
  'User-agent: NoSuchBot', 'Content-Signal: search=no', 'Disallow: /n', '', 'Content-Usage: /x train-ai=n', 'Disallow: /wp-admin/',
].join('\r\n') + '\n';

/** What a diagnostic record may hold as a string: anything else is words, said where the page shows them. */
function sayable(d: Diagnostic): (at: string, s: string) => boolean {
  const registry = new Set(REGISTRY.flatMap((c) => [c.token, c.operator]));
  const profiles = new Set<string>(PROFILES);
  return (at, s) => (at === '.say.key' || at === '.fix.say.key' ? s in MESSAGES
    : at.endsWith('.insert') || CODE.test(s) || PATH.test(s) || TROUBLED.includes(s) || registry.has(s) || profiles.has(s) || s === d.fix?.insert);
}

/** The strings of a diagnostic that are neither a key, a code nor a quoted fact. */
function wordsIn(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.flatMap((d) => strings(d).filter(([at, s]) => !sayable(d)(at, s)).map(([at, s]) => `${d.code}${at}: ${s}`));
}

describe('the worker\'s diagnostics', () => {
  const analyse = (profile: 'google' | 'rfc9309' | 'draft1996') => {
    const docs = createDocuments();
    return docs.handle({ type: 'update', seq: 1, docId: 'd', docVersion: 1, text: TROUBLED, breaks: null, profile })!.response as AnalysisResponse;
  };

  it('are keys of the words table and facts, never sentences, under every reading', () => {
    for (const profile of ['google', 'rfc9309', 'draft1996'] as const) {
      const { diagnostics } = analyse(profile);
      expect(diagnostics.length, profile).toBeGreaterThan(20);
      expect(wordsIn(diagnostics), profile).toEqual([]);
    }
  });

  it('reach most of the table, fixes included (the proof above would pass on little otherwise)', () => {
    const keys = new Set((['google', 'rfc9309', 'draft1996'] as const).flatMap((p) => analyse(p).diagnostics.flatMap((d) => [d.say.key, ...(d.fix ? [d.fix.say.key] : [])])));
    expect(keys.size).toBeGreaterThanOrEqual(35);
    expect([...keys].filter((k) => k.startsWith('fix')).length).toBeGreaterThanOrEqual(12);
  });

  it('the proof sees English where a record carries it: a message or a fix label said in the worker', () => {
    const [d] = analyse('google').diagnostics.filter((x) => x.fix);
    expect(wordsIn([{ ...d, message: sayText(d.say) } as Diagnostic])).toHaveLength(1);
    expect(wordsIn([{ ...d, fix: { ...d.fix!, label: sayText(d.fix!.say) } } as Diagnostic])).toHaveLength(1);
    expect(wordsIn([{ ...d, say: { key: 'bom', args: ['The file starts with a byte order mark'] } } as unknown as Diagnostic])).toHaveLength(1);
  });
});
