/**
 * Checks of AI-usage lines (aiUsage.ts): a Content-Usage line without its path, preferences no
 * reader understands, an RSL licence that is not an absolute URL, and `ai-train=no` in a file
 * that lets every AI-training crawler fetch everything. Google ignores these lines, so none of
 * this touches a verdict; a file without such lines costs one look at `parsed.others`.
 */
import { readAiUsage } from '../aiUsage.ts';
import { checkCrawler } from '../crawlerCheck.ts';
import { lineAt } from '../parse.ts';
import { REGISTRY } from '../registry/registry.ts';
import { ruleValue } from '../ruleTable.ts';
import type { ParsedRobots } from '../types.ts';
import { purposeGroup } from '../vocabulary.ts';
import { MESSAGES } from './codes.ts';
import type { Report } from './report.ts';

const AI_KEYS = new Set(['content-signal', 'content-usage', 'license']);

export function checkAiUsage(parsed: ParsedRobots, report: Report): void {
  if (!parsed.others.some((o) => AI_KEYS.has(o.key.toLowerCase()))) return;
  const ai = readAiUsage(parsed);
  for (const u of ai.usage) {
    const l = lineAt(parsed, u.line);
    const value = parsed.text.slice(l.valueFrom, l.valueTo);
    if (u.path === null) report.add('content-usage-path', u.line, l.keyFrom, l.valueTo, MESSAGES.contentUsagePath(value));
    if (u.unknown.length) report.add('ai-usage-value', u.line, l.valueFrom, l.valueTo, MESSAGES.aiUsageValue('Content-Usage', u.unknown, 'each preference is "category=y" or "category=n"'));
  }
  for (const s of ai.signals) {
    const l = lineAt(parsed, s.line);
    if (s.unknown.length) report.add('ai-usage-value', s.line, l.valueFrom, l.valueTo, MESSAGES.aiUsageValue('Content-Signal', s.unknown, 'the signals are search, ai-input and ai-train, each "=yes" or "=no"'));
  }
  for (const lic of ai.licenses) {
    const l = lineAt(parsed, lic.line);
    if (!lic.absolute) report.add('license-url', lic.line, l.valueFrom, l.valueTo, MESSAGES.licenseUrl(lic.url));
  }
  const refusing = ai.signals.filter((s) => s.signals['ai-train'] === false);
  if (refusing.length === 0) return;
  const open = openTrainers(parsed);
  if (open === null) return;
  for (const s of refusing) {
    const l = lineAt(parsed, s.line);
    report.add('ai-train-unenforced', s.line, l.keyFrom, l.valueTo, MESSAGES.aiTrainUnenforced(open));
  }
}

/**
 * The registry's AI-training crawlers that robots.txt governs, when every one of them reads no
 * Disallow rule with a pattern in its groups (so may fetch every URL); null when any is blocked
 * somewhere. Their names, cut to a few, for the message.
 */
function openTrainers(parsed: ParsedRobots): string | null {
  const trainers = REGISTRY.filter((c) => purposeGroup(c.purpose) === 'ai-training' && c.robots === 'yes');
  for (const c of trainers) {
    const { groups } = checkCrawler(parsed, c.token, '/');
    for (const g of groups) {
      for (const r of parsed.groups[g].rules) {
        if (parsed.rules.allow[r] === 0 && ruleValue(parsed, r) !== '') return null;
      }
    }
  }
  const names = trainers.map((c) => c.token);
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
}
