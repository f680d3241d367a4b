/**
 * The AI-use part of a cell's explanation (core aiUsage.ts): what each Content-Signal,
 * Content-Usage and License line means for this crawler and URL, read to its text, and which
 * checker flags which line. Google ignores these lines for crawling: they are the site's wishes
 * about use, beside the verdict, never part of it.
 */
import type { AiPreference, SignalName, UsageLabel } from '../aiUsage.ts';
import type { Piece, Sentence } from './sentence.ts';
import { LIGHTHOUSE, type PurposeGroup } from '../vocabulary.ts';

const SIGNAL_WORDS: Readonly<Record<SignalName, string>> = { search: 'search', 'ai-input': 'AI input (answers built from the page)', 'ai-train': 'AI training' };
const USAGE_WORDS: Readonly<Record<UsageLabel, string>> = { 'train-ai': 'AI training (train-ai)', search: 'search (search)' };

/** Which label of each line speaks to a crawler of this purpose (vocab-07 §4; contentsignals.org). */
const PURPOSE_LABELS: Partial<Record<PurposeGroup, { use: string; usage: UsageLabel | null; signal: SignalName }>> = {
  'ai-training': { use: 'trains AI models', usage: 'train-ai', signal: 'ai-train' },
  search: { use: 'builds a search index', usage: 'search', signal: 'search' },
  // AIPREF's search "does not include the use of assets to generate summaries" (vocab-07 §4.2).
  'ai-search': { use: 'feeds pages to AI answers', usage: null, signal: 'ai-input' },
};

function lineList(ls: readonly number[]): Piece[] {
  if (ls.length === 1) return [{ line: ls[0] }];
  return ['lines ', ...ls.flatMap((line, i): Piece[] => (i === 0 ? [{ line, bare: true }] : [', ', { line, bare: true }]))];
}

const stated = (v: boolean | 'y' | 'n' | undefined): string => (v === undefined ? 'no preference stated' : v === true || v === 'y' ? 'allowed' : 'not allowed');

function signalSentence(ai: AiPreference, crawler: string): Sentence[] {
  if (ai.signalLines.length === 0) return [];
  const words = (Object.keys(SIGNAL_WORDS) as SignalName[]).map((n) => `${SIGNAL_WORDS[n]} ${stated(ai.signals[n])}`).join(', ');
  return [[`Content-Signal of ${crawler}'s group (`, ...lineList(ai.signalLines), `): ${words}${ai.signalLines.length > 1 ? '; where the lines disagree, no wins' : ''}.`]];
}

function usageSentence(ai: AiPreference, crawler: string): Sentence[] {
  if (ai.usageLines.length === 0) return [];
  const at = ['Content-Usage (', ...lineList(ai.usageLines), ')'];
  if (ai.usageBlocked) return [[...at, `: no usage preference applies, as ${crawler} may not crawl this URL (draft-ietf-aipref-attach-05 §3.1).`]];
  const where = ai.usagePath === '' ? 'no path, so every path of the group' : `the longest path matching this URL, ${ai.usagePath}`;
  const words = (Object.keys(USAGE_WORDS) as UsageLabel[]).map((l) => `${USAGE_WORDS[l]} ${stated(ai.usage[l])}`).join(', ');
  const combine = ai.usageLines.length > 1 ? '; lines of the same length combine, an n winning, and their order means nothing' : '';
  return [[...at, ` for ${crawler} at this URL, by ${where}: ${words}${combine}.`]];
}

function purposeSentence(ai: AiPreference, crawler: string): Sentence[] {
  const p = ai.purpose === null ? undefined : PURPOSE_LABELS[ai.purpose];
  if (!p || (ai.signalLines.length === 0 && ai.usageLines.length === 0)) return [];
  const parts: string[] = [];
  if (ai.signalLines.length > 0) parts.push(`Content-Signal ${p.signal}: ${stated(ai.signals[p.signal])}`);
  if (ai.usageLines.length > 0 && !ai.usageBlocked) {
    parts.push(p.usage === null ? 'Content-Usage has no label for that use' : `Content-Usage ${p.usage}: ${stated(ai.usage[p.usage])}`);
  }
  return parts.length === 0 ? [] : [[`${crawler} ${p.use} (the registry), so for this page ${parts.join('; ')}.`]];
}

function licenseSentences(ai: AiPreference, url: string): Sentence[] {
  const host = hostOf(url);
  return ai.licenses.map((l) => {
    const other = host !== null && hostOf(l.url) !== null && hostOf(l.url) !== host ? ' (on another host, which RSL allows)' : '';
    return ['License (RSL), for the whole file whatever its group (', { line: l.line }, `): ${l.url}${other}.`];
  });
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function checkerSentence(ai: AiPreference): Sentence[] {
  if (ai.lighthouseFlags.length === 0) return [];
  const flagged = ai.lighthouseFlags.flatMap((f, i): Piece[] => [i === 0 ? '' : ', ', { line: f.line }, ` (${f.key})`]);
  return [[`Lighthouse ${LIGHTHOUSE.version}'s robots-txt audit reports `, ...flagged, ' as "Unknown directive", an error that fails the audit; it accepts Content-Signal.']];
}

/**
 * The AI-use preference the file states for this URL and crawler, in words, each with its line;
 * empty when the file has no AI-usage line.
 */
export function aiSentences(e: { ai: AiPreference; crawler: string; url: string }): Sentence[] {
  const { ai, crawler } = e;
  const out: Sentence[] = [];
  const n = ai.outsideGroup.length;
  if (n > 0) out.push(['Before any User-agent line, ', ...lineList(ai.outsideGroup), n === 1 ? ' belongs to no group, so no crawler reads it.' : ' belong to no group, so no crawler reads them.']);
  out.push(...signalSentence(ai, crawler), ...usageSentence(ai, crawler), ...purposeSentence(ai, crawler), ...licenseSentences(ai, e.url), ...checkerSentence(ai));
  if (out.length > 0) out.push(['Crawlers decide by the rules above; these lines say how the site wants its content used, and Google ignores them for crawling.']);
  return out;
}
