/**
 * Checks of what Googlebot may fetch under the file itself: the sitemaps it lists, and the CSS,
 * JavaScript and images pages are built from. Each verdict is the engine's own (agentRules +
 * decide, the profile's reading), for the token Googlebot: Google renders pages with what they
 * load and reads sitemaps through robots.txt like any other URL.
 */
import { agentRules } from '../agentRules.ts';
import { decide } from '../match.ts';
import { normalisePath } from '../pattern.ts';
import { examplePath } from '../patternReading.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { ruleValue } from '../ruleTable.ts';
import type { ParsedRobots, RuleMatch } from '../types.ts';
import { httpUrl, pathFromUrl } from '../url.ts';
import { say } from '../words/diagnosticWords.ts';
import type { Report } from './report.ts';

const GOOGLEBOT = 'Googlebot';

/** The rule that decides `path` for Googlebot when it blocks it; 0 when Googlebot may fetch it. */
function blockingLine(parsed: ParsedRobots, path: string, spec: ProfileSpec): number {
  const d = decide(agentRules(parsed, GOOGLEBOT, spec), normalisePath(path, spec), spec, [] as RuleMatch[]);
  return d.allowed || !d.rule ? 0 : d.rule.line;
}

/**
 * A sitemap this file blocks for Googlebot. The file governs only its own host, which it does
 * not name: a sitemap is taken to be on it when its host is the one most of the file's sitemaps
 * are on (a sitemap on a CDN, beside sitemaps of the site, is left alone; a tie tells none), and
 * the message names the host it assumes: a lone sitemap on another host (ebsco.com's, on a
 * sitemap-hosting service) is taken for the site's own, and the reader sees which host that is.
 */
export function checkSitemapsBlocked(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  const hosts = new Map<string, number>();
  const urls = parsed.sitemaps.map((s) => ({ s, url: httpUrl(s.url) }));
  for (const { url } of urls) if (url) hosts.set(url.host, (hosts.get(url.host) ?? 0) + 1);
  const counts = [...hosts.values()].sort((a, b) => b - a);
  // A tie (three sitemaps on www.google.com, three on www.gstatic.com) tells no host.
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

/**
 * A pattern for every stylesheet, script or image file of a kind (`/*.css$`, `*.js`,
 * `/js/*.js`): one named file (`/static/ab_test.js`, `/blog-remove-utms-*.js`) is a choice.
 */
const FILE_TYPE = /(?:^|\/)\*\.(?:(css|js|mjs)|png|jpe?g|gif|svg|webp)$/i;
/** A folder of such files, as the pattern's last segment (`/assets/`, `/static`, `/wp-includes/`). */
const FOLDER = /\/(assets|static|css|js|styles|wp-includes)\/?$|\/(images|img)\/?$/i;
/** Files a page loads from such a folder: one blocked by the rule is enough. */
const IN_FOLDER = ['site.css', 'app.js', 'logo.png'];

/**
 * Disallow rules Googlebot obeys that keep it from a page's stylesheets, scripts (a warning:
 * Google renders pages with them, google-behaviours and Search Central) or images (a note: only
 * how pages look and Google Images suffer). A rule counts only where it decides: an Allow that
 * opens the files again (`Allow: /wp-includes/*.js`) leaves the rule alone.
 */
export function checkResources(parsed: ParsedRobots, report: Report, spec: ProfileSpec, tick: () => void = () => {}): void {
  const { rules } = agentRules(parsed, GOOGLEBOT, spec);
  for (const r of rules) {
    // Each rule's probes are checks of the whole file: the longest of the checks (check.ts DiagnoseOptions).
    tick();
    if (parsed.rules.allow[r] === 1) continue;
    const value = ruleValue(parsed, r);
    const bare = value.replace(/\$$/, '').replace(/\*+$/, '');
    const file = FILE_TYPE.exec(bare);
    const folder = file ? null : FOLDER.exec(bare);
    if (!file && !folder) continue;
    const example = examplePath(value, spec.name);
    if (example === null) continue;
    const probes = file ? [example] : IN_FOLDER.map((f) => (example.endsWith('/') ? example : example + '/') + f);
    const line = parsed.rules.line[r];
    if (!probes.some((p) => blockingLine(parsed, p, spec) === line)) continue;
    const scripts = file ? file[1] !== undefined : folder![1] !== undefined;
    const l = parsed.lines;
    report.add('blocks-resources', line, l.keyFrom[line - 1], l.valueTo[line - 1], say('blocksResources', value, scripts), undefined, scripts ? undefined : 'info');
  }
}
