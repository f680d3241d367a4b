/**
 * Checks of AI-usage lines (aiUsage.ts): preferences no reader understands (a Content-Usage
 * statement read as draft-ietf-aipref-vocab-07 §6 says), a Content-Signal or Content-Usage line in
 * no group or a Content-Signal in a group no registry crawler reads, an RSL licence that is not an
 * absolute URL, and `ai-train=no` in a file that lets every AI-training crawler fetch everything. Google ignores these lines, so none of
 * this touches a verdict; a file without such lines costs one look at `parsed.others`.
 */
import { readAiUsage } from '../aiUsage.ts';
import { checkCrawler } from '../crawlerCheck.ts';
import { lineAt } from '../parse.ts';
import { REGISTRY } from '../registry/registry.ts';
import { ruleValue } from '../ruleTable.ts';
import type { ParsedRobots } from '../types.ts';
import { purposeGroup } from '../vocabulary.ts';
import { say } from '../words/diagnosticWords.ts';
import type { Report } from './report.ts';

const AI_KEYS = new Set(['content-signal', 'content-usage', 'license']);

export function checkAiUsage(parsed: ParsedRobots, report: Report): void {
  if (!parsed.others.some((o) => AI_KEYS.has(o.key.toLowerCase()))) return;
  const ai = readAiUsage(parsed);
  for (const u of ai.usage) {
    const l = lineAt(parsed, u.line);
    if (u.invalid) report.add('ai-usage-value', u.line, l.valueFrom, l.valueTo, say('contentUsageInvalid', parsed.text.slice(l.valueFrom, l.valueTo)));
    else if (u.issues.length) report.add('ai-usage-value', u.line, l.valueFrom, l.valueTo, say('contentUsageValue', u.issues));
  }
  for (const s of ai.signals) {
    const l = lineAt(parsed, s.line);
    if (s.unknown.length) report.add('ai-usage-value', s.line, l.valueFrom, l.valueTo, say('contentSignalValue', s.unknown));
  }
  checkGroups(parsed, report);
  for (const lic of ai.licenses) {
    const l = lineAt(parsed, lic.line);
    if (!lic.absolute) report.add('license-url', lic.line, l.valueFrom, l.valueTo, say('licenseUrl', lic.url));
  }
  const refusing = ai.signals.filter((s) => s.signals['ai-train'] === false);
  if (refusing.length === 0) return;
  const open = openTrainers(parsed);
  if (open === null) return;
  for (const s of refusing) {
    const l = lineAt(parsed, s.line);
    report.add('ai-train-unenforced', s.line, l.keyFrom, l.valueTo, say('aiTrainUnenforced', open));
  }
}

/**
 * The registry's AI-training crawlers that robots.txt governs, when every one of them reads no
 * Disallow rule with a pattern in its groups (so may fetch every URL); null when any is blocked
 * somewhere. Their names, for the message.
 */
function openTrainers(parsed: ParsedRobots): string[] | null {
  const trainers = REGISTRY.filter((c) => purposeGroup(c.purpose) === 'ai-training' && c.robots === 'yes');
  for (const c of trainers) {
    const { groups } = checkCrawler(parsed, c.token, '/');
    for (const g of groups) {
      for (const r of parsed.groups[g].rules) {
        if (parsed.rules.allow[r] === 0 && ruleValue(parsed, r) !== '') return null;
      }
    }
  }
  return trainers.map((c) => c.token);
}

/**
 * Content-Signal belongs to a group (contentsignals.org), as Content-Usage does (attach-05 §3: a
 * rule of a group): before any User-agent line either reaches no crawler; a Content-Signal in a
 * group that no registry crawler reads (its tokens name none) reaches none the registry knows.
 */
function checkGroups(parsed: ParsedRobots, report: Report): void {
  const ai = readAiUsage(parsed);
  for (const u of [...ai.signals.map((x) => ({ ...x, key: 'Content-Signal' as const })), ...ai.usage.map((x) => ({ ...x, key: 'Content-Usage' as const }))]) {
    if (u.group !== -1) continue;
    const l = lineAt(parsed, u.line);
    report.add('ai-line-outside-group', u.line, l.keyFrom, l.valueTo, say('aiLineOutsideGroup', u.key));
  }
  // Some registry crawler reads the * group; only a group without `*` needs the registry asked.
  const named = new Set(ai.signals.map((x) => x.group).filter((g) => g >= 0 && !parsed.groups[g].userAgents.some((ua) => ua.token === '*')));
  if (named.size === 0) return;
  const read = new Set(REGISTRY.flatMap((c) => checkCrawler(parsed, c.token, '/').groups));
  for (const s of ai.signals) {
    if (!named.has(s.group) || read.has(s.group)) continue;
    const l = lineAt(parsed, s.line);
    report.add('content-signal-unread', s.line, l.keyFrom, l.valueTo, say('contentSignalUnread', parsed.groups[s.group].userAgents.map((ua) => ua.value)));
  }
}
