/**
 * `robotscope diff OLD NEW --ua CRAWLER... (--urls FILE | URL...) [--profile P] [--json]`: what a
 * change to a robots.txt does to crawling, verdict by verdict (core diffVerdicts): only the
 * URL × crawler pairs whose verdict or deciding line changes, with the deciding rule on each
 * side. Exit 0 when nothing changes, 1 when something does, 2 on bad usage or unreadable input.
 */
import { diffVerdicts, originOf, parseRobots, type Profile, type VerdictChange } from '../core/index.ts';
import { parseCommandArgs, readProfile } from './args.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import { noteLine, untestable, verdictSideText, writeRefused } from './check.ts';
import { readInput } from './input.ts';
import type { Output } from './output.ts';
import { readSource, verdictWithoutFile, type Source } from './source.ts';
import { escapeControls } from './terminal-text.ts';

const OPTIONS = {
  ua: { type: 'string', multiple: true },
  urls: { type: 'string' },
  profile: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const KIND_LABEL: Record<VerdictChange['kind'], string> = {
  'newly-blocked': 'NEWLY BLOCKED',
  'newly-allowed': 'NEWLY ALLOWED',
  'line-changed': 'LINE CHANGED ',
};

export async function runDiff(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseCommandArgs('diff', args, OPTIONS);
  const [oldFile, newFile, ...urlArgs] = positionals;
  if (newFile === undefined) throw new CliError('diff: give OLD and NEW (usage: robotscope diff OLD NEW --ua CRAWLER URL...)');
  const crawlers = readCrawlers(values.ua);
  const profile = readProfile(values.profile);
  const urls = typeof values.urls === 'string' ? [...urlArgs, ...(await readUrlFile(values.urls))] : urlArgs;
  if (urls.length === 0) throw new CliError('diff: give URLs to compare, as arguments or with --urls FILE');
  const oldSource = await readSource(oldFile);
  const newSource = await readSource(newFile);
  // A line that is no URL, or a URL of another site than a fetched file's, is refused with why.
  const fetched = newSource.fetched ?? oldSource.fetched;
  const refused = untestable(urls, fetched ? originOf(fetched.robotsUrl) : '');
  if (refused.length > 0) return writeRefused(out, refused, values.json === true);
  const before = parsedSource(oldSource, oldFile, 'OLD', profile);
  const after = parsedSource(newSource, newFile, 'NEW', profile);
  const diff = diffVerdicts(before, after, crawlers, urls);
  if (values.json) out.write(JSON.stringify({ profile, ...diff }, null, 2) + '\n');
  else {
    out.write(headline(diff.changes.length, diff.newlyBlocked, diff.newlyAllowed, diff.compared) + '\n');
    for (const c of diff.changes) {
      out.write(escapeControls(`${KIND_LABEL[c.kind]}  ${c.crawler}  ${c.url}  ${verdictSideText(c.before)} -> ${verdictSideText(c.after)}${noteLine(c.comparedAs)}`) + '\n');
    }
  }
  return diff.changes.length === 0 ? EXIT_OK : EXIT_FINDING;
}

/** Each --ua value is one crawler (a token or a whole header); commas separate crawlers outside a header. */
function readCrawlers(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
  const crawlers = raw.flatMap((v) => (v.includes('(') ? [v] : v.split(','))).map((t) => t.trim()).filter((t) => t !== '');
  if (crawlers.length === 0) throw new CliError('diff: --ua CRAWLER is required, once per crawler (e.g. --ua Googlebot --ua GPTBot)');
  return crawlers;
}

/** A URL list: one per line; blank lines and lines starting with # are skipped. */
async function readUrlFile(file: string): Promise<string[]> {
  const text = new TextDecoder().decode(await readInput(file));
  return text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
}

function parsedSource(source: Source, file: string, role: string, profile: Profile) {
  const without = verdictWithoutFile(source);
  // A 4xx means "no robots.txt": every URL allowed, as by an empty file. A 5xx or a network
  // error means "everything disallowed" with no rule to name: no file to compare line by line.
  if (without && !without.allowed) throw new CliError(`diff: ${role} (${file}) gave no robots.txt to compare: ${without.reason}`);
  return parseRobots(without ? new Uint8Array() : source.bytes, { profile });
}

function headline(changes: number, blocked: number, allowed: number, compared: number): string {
  const n = (k: number) => k.toLocaleString('en');
  if (changes === 0) return `No verdict changes (${n(compared)} URL × crawler pairs compared)`;
  const moved = changes - blocked - allowed;
  const parts = [`${n(blocked)} newly blocked`, `${n(allowed)} newly allowed`, ...(moved > 0 ? [`${n(moved)} decided by another line`] : [])];
  return `${n(changes)} URL × crawler verdict${changes === 1 ? '' : 's'} change: ${parts.join(', ')} (of ${n(compared)} compared)`;
}

