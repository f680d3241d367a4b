/**
 * Hover on the value of an AI-usage line (core aiUsage.ts): what each stated preference means,
 * that Google ignores the line for crawling, and, for Content-Usage, which paths it covers.
 * The line is read on its own (a one-line parse), never the whole file.
 */
import { LIGHTHOUSE, parseRobots, readAiUsage, readPattern, USAGE_LABELS, type ContentUsageLine, type LineReading, type Profile } from '../core/index.ts';
import type { HoverContent, HoverSection } from './hoverContent.ts';

/** contentsignals.org's three signals, in a few words each. */
const SIGNAL_WORDS: Record<string, string> = {
  search: 'building a search index and showing links and short excerpts (not AI summaries)',
  'ai-input': 'feeding the content to an AI model to answer a question (retrieval, grounding, AI search answers)',
  'ai-train': 'training or fine-tuning AI models',
};

const GOOGLE = 'Google ignores this line for crawling: it changes no verdict. Crawlers that honour it read it as a statement of the site\'s wishes, not a block.';

export function aiHover(l: LineReading, lineText: string, profile: Profile): HoverContent | null {
  const key = lineText.slice(l.keyFrom, l.keyTo);
  const ai = readAiUsage(parseRobots(lineText.slice(l.keyFrom), { profile }));
  const sections: HoverSection[] = [];
  const signal = ai.signals[0], usage = ai.usage[0], license = ai.licenses[0];
  if (signal) {
    const lines = Object.entries(signal.entries).map(([name, v]) =>
      SIGNAL_WORDS[name] ? `${name}=${v}: ${v.toLowerCase() === 'yes' ? 'allowed' : v.toLowerCase() === 'no' ? 'not allowed' : 'not understood'}, for ${SIGNAL_WORDS[name]}.` : `${name}=${v}: not one of the three signals; stated as written.`);
    const missing = Object.keys(SIGNAL_WORDS).filter((n) => !(n in signal.entries));
    if (missing.length) lines.push(`No preference stated for ${missing.join(', ')}.`);
    sections.push({ heading: 'Content signals (applies to this group)', lines });
  } else if (usage) {
    sections.push({ heading: 'Usage preferences (IETF AIPREF)', lines: usageLines(usage, profile) });
  } else if (license) {
    sections.push({ heading: 'Licence (RSL)', lines: [license.absolute ? 'The site\'s licence terms for AI use, for the whole file whatever group the line stands in; the URL may be on another host.' : 'Not an absolute URL: no crawler can fetch these terms.'] });
  } else return null;
  sections.push({ heading: 'Google', lines: [GOOGLE] });
  const lighthouse = LIGHTHOUSE.accepts.has(key.toLowerCase()) ? 'accepts this line' : 'reports this line as "Unknown directive", an error that fails the audit';
  sections.push({ heading: 'Checkers', lines: [`Lighthouse ${LIGHTHOUSE.version}'s robots-txt audit ${lighthouse}.`] });
  return { from: l.valueFrom, to: l.valueTo, title: key, sections };
}

/** draft-ietf-aipref-attach-05 §3 and draft-ietf-aipref-vocab-07 §6, for one Content-Usage line. */
function usageLines(usage: ContentUsageLine, profile: Profile): string[] {
  const lines = [usage.path === null
    ? 'No path: it covers every path of its group (a path, when given, starts with "/").'
    : `Covers ${readPattern(usage.path, profile).words}; the longest matching Content-Usage path decides, and lines of that length combine, n winning.`];
  if (usage.invalid) return [...lines, 'Not a Structured Fields Dictionary (RFC 9651): every preference on this line is unknown.'];
  for (const label of USAGE_LABELS) {
    const v = usage.prefs[label];
    lines.push(`${label}: ${v === undefined ? 'unknown (no y or n given)' : v === 'y' ? 'allowed' : 'not allowed'}.`);
  }
  for (const i of usage.issues) lines.push(`${i.member}: ${i.why === 'label' ? 'not a label of the vocabulary; readers ignore it' : i.why === 'duplicate' ? 'given more than once; only the last value counts' : 'states no preference (only an unquoted y or n does)'}.`);
  return lines;
}
