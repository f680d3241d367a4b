/**
 * checkGooglebotFetches asks Googlebot's verdicts of one batch (lookup/ruleStarts.ts), turns most
 * rules down before any regular expression, and asks a folder's other sample files only where
 * the first did not settle it. Each of those is a shortcut: here the plain reading, every sample
 * path of every candidate rule decided alone (decide.ts decide, as the check did before the
 * batches), gives the same blocks-resources and sitemap-blocked diagnostics, to the byte, on
 * every file of testdata/corpus under every profile.
 */
import { describe, expect, it } from 'vitest';
import { agentRules } from '../agentRules.ts';
import { corpusFileNames, readCorpusFile } from '../corpus.test-helper.ts';
import { PROFILES, diagnose, parseRobots } from '../index.ts';
import { decide } from '../decide.ts';
import { plainParse } from '../memo.ts';
import { normalisePath } from '../pattern.ts';
import { examplePath } from '../patternReading.ts';
import { profileSpec, type ProfileSpec } from '../profiles/index.ts';
import { ruleValue } from '../ruleTable.ts';
import type { DiagnosticCode, ParsedRobots } from '../types.ts';
import type { Diagnostic } from './diagnostic.ts';
import { httpUrl, pathFromUrl } from '../url.ts';
import { say } from '../words/diagnosticWords.ts';
import { Report } from './report.ts';

const CODES: DiagnosticCode[] = ['blocks-resources', 'sitemap-blocked'];

/** The rule that decides `path` for Googlebot when it blocks it; 0 when Googlebot may fetch it. */
function blockingLine(parsed: ParsedRobots, path: string, spec: ProfileSpec): number {
  const d = decide(agentRules(parsed, 'Googlebot', spec).lookup, normalisePath(path, spec), spec, []);
  return d.allowed || !d.rule ? 0 : d.rule.line;
}

function sitemapsBlocked(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  const hosts = new Map<string, number>();
  const urls = parsed.sitemaps.map((s) => ({ s, url: httpUrl(s.url) }));
  for (const { url } of urls) if (url) hosts.set(url.host, (hosts.get(url.host) ?? 0) + 1);
  const counts = [...hosts.values()].sort((a, b) => b - a);
  if (counts.length === 0 || counts[0] === counts[1]) return;
  for (const { s, url } of urls) {
    if (!url || hosts.get(url.host) !== counts[0]) continue;
    const line = blockingLine(parsed, pathFromUrl(s.url), spec);
    if (line === 0) continue;
    const l = parsed.lines;
    const rule = parsed.text.slice(l.keyFrom[line - 1], l.valueTo[line - 1]);
    report.add('sitemap-blocked', s.line, l.valueFrom[s.line - 1], l.valueTo[s.line - 1], say('sitemapBlocked', url.host, line, rule));
  }
}

function resources(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  for (const r of agentRules(parsed, 'Googlebot', spec).rules) {
    if (parsed.rules.allow[r] === 1) continue;
    const value = ruleValue(parsed, r);
    const bare = value.replace(/\$$/, '').replace(/\*+$/, '');
    const file = /(?:^|\/)\*\.(?:(css|js|mjs)|png|jpe?g|gif|svg|webp)$/i.exec(bare);
    const folder = file ? null : /\/(assets|static|css|js|styles|wp-includes|wp-content|wp-content\/plugins|wp-content\/themes|_next)\/?$|\/(images|img)\/?$/i.exec(bare);
    if (!file && !folder) continue;
    const example = examplePath(value, spec.name);
    if (example === null) continue;
    const probes = file ? [example] : ['site.css', 'app.js', 'logo.png'].map((f) => (example.endsWith('/') ? example : example + '/') + f);
    const line = parsed.rules.line[r];
    if (!probes.some((p) => blockingLine(parsed, p, spec) === line)) continue;
    const scripts = file ? file[1] !== undefined : folder![1] !== undefined;
    const l = parsed.lines;
    report.add('blocks-resources', line, l.keyFrom[line - 1], l.valueTo[line - 1], say('blocksResources', value, scripts), undefined, scripts ? undefined : 'info');
  }
}

function plainReading(input: ParsedRobots): Diagnostic[] {
  const parsed = plainParse(input);
  const spec = profileSpec(parsed.profile);
  const report = new Report(parsed);
  resources(parsed, report, spec);
  sitemapsBlocked(parsed, report, spec);
  return report.finish().filter((d) => CODES.includes(d.code));
}

// One test a profile: each reads the whole corpus (about 5 s alone), so that no single test holds
// all five readings' time (23 s alone, past the 60 s timeout at load 30 on two cores).
describe('checkGooglebotFetches', () => {
  it.each(PROFILES)('says what the plain reading says on every corpus file under the %s profile', (profile) => {
    const files = corpusFileNames();
    expect(files.length).toBeGreaterThan(500);
    const differ: string[] = [];
    let flagged = 0;
    for (const f of files) {
      const bytes = readCorpusFile(f);
      const fast = diagnose(parseRobots(bytes, { profile })).filter((d) => CODES.includes(d.code));
      const plain = plainReading(parseRobots(bytes, { profile }));
      if (JSON.stringify(fast) !== JSON.stringify(plain)) differ.push(f);
      flagged += plain.length;
    }
    expect(differ).toEqual([]);
    // The corpus exercises the checks under every profile: rules and sitemaps flagged.
    expect(flagged).toBeGreaterThan(10);
  });
});
