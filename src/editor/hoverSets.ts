/**
 * A rule's hover, its part on the ticked URL sets (issue 25 §2: "hovering a rule in the editor
 * shows its coverage"): per crawler how many of the sets' URLs the rule decides, with the
 * coverage's examples and the file and line each came from; a rule that decides none of them is
 * said to be dead for these sets. The numbers are the sets worker's (app/setCoverage.ts), read
 * through the site context; while they answer an older text they are not shown, since their line
 * numbers may be another text's. A hover is a glance: one example per group of crawlers (a
 * sitemap URL wraps over two or three lines at 34em, and three of them made the tooltip taller
 * than a 1366 × 800 screen's editor), the rest one click away in Rule coverage.
 */
import type { RuleDecisions } from '../core/index.ts';
import { SET_RULE_WORDS } from '../core/words/urlSetWords.ts';
import { nameList } from './hoverContent.ts';
import type { HoverSection } from './hoverContent.ts';
import type { SetRules } from './siteContext.ts';

/** Examples a hover shows per group of crawlers deciding alike. */
export const HOVER_EXAMPLES = 1;

const governedOf = (sets: SetRules, crawler: string) => sets.crawlers.find((c) => c.crawler === crawler)?.governed ?? true;

/**
 * The crawlers the rule decides the same URLs for, together: six crawlers that read the same
 * `*` group would otherwise repeat one count and one list of examples six times.
 */
function alike(decides: readonly RuleDecisions[], sets: SetRules): RuleDecisions[][] {
  const groups = new Map<string, RuleDecisions[]>();
  for (const d of decides) {
    const key = JSON.stringify([d.count, governedOf(sets, d.crawler), d.examples.map((u) => [u.url, u.file, u.line])]);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups.values()];
}

export function setsSection(sets: SetRules, lineNo: number): HoverSection {
  const heading = SET_RULE_WORDS.heading(sets.urls, sets.unit);
  if (sets.stale) return { heading, lines: [SET_RULE_WORDS.stale] };
  const names = sets.crawlers.map((c) => c.crawler);
  const rule = sets.rules.find((r) => r.line === lineNo);
  if (!rule || rule.decides.length === 0) return { heading, lines: [SET_RULE_WORDS.dead(sets.urls, nameList(names), sets.unit)] };
  const lines: string[] = [];
  for (const same of alike(rule.decides, sets)) {
    const d = same[0];
    lines.push(SET_RULE_WORDS.decides(nameList(same.map((x) => x.crawler)), d.count, rule.allow, governedOf(sets, d.crawler), sets.unit), ...d.examples.slice(0, HOVER_EXAMPLES).map(SET_RULE_WORDS.example));
  }
  const idle = names.filter((name) => !rule.decides.some((d) => d.crawler === name));
  if (idle.length > 0) lines.push(SET_RULE_WORDS.none(nameList(idle)));
  return { heading, lines };
}
