/**
 * Hover on the value of an AI-usage line (core aiUsage.ts): what each stated preference means,
 * that Google ignores the line for crawling, and, for Content-Usage, which paths it covers.
 * The line is read on its own (a one-line parse), never the whole file.
 */
import { parseRobots, readAiUsage, readPattern, type LineReading, type Profile } from '../core/index.ts';
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
    const lines = usage.path === null
      ? ['No path: the AIPREF draft ties each preference to a path, so readers may skip this line.']
      : [`Covers ${readPattern(usage.path, profile).words}; the longest matching Content-Usage path decides, the most restrictive on a tie.`];
    for (const [name, v] of Object.entries(usage.prefs)) lines.push(`${name}=${v}: ${v === 'y' ? 'allowed' : 'not allowed'}.`);
    sections.push({ heading: 'Usage preferences (IETF AIPREF)', lines });
  } else if (license) {
    sections.push({ heading: 'Licence (RSL)', lines: [license.absolute ? 'The site\'s licence terms for AI use, for the whole file.' : 'Not an absolute URL: no crawler can fetch these terms.'] });
  } else return null;
  sections.push({ heading: 'Google', lines: [GOOGLE] });
  return { from: l.valueFrom, to: l.valueTo, title: key, sections };
}
