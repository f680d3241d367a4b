/**
 * The words of "nothing is lost" in one place: why a kept document is not on screen, what a
 * replacement kept, and what it could not (issue 28 §1).
 */
import type { LeftFor } from '../state/autosave.ts';

/** What replaces the document on screen (app/replace.ts); each leaves the version it replaced as `leftFor`. */
export type ReplaceKind = Exclude<LeftFor, 'crash'>;

/** Why a kept document is not on screen, as the "Kept documents" list says it. */
export const WHY: Record<LeftFor | 'stale' | 'other', string> = {
  new: 'kept when you started a new document',
  example: 'kept when you opened the example',
  file: 'kept when you opened another file',
  link: 'kept when a shared link replaced it',
  'suite-link': 'kept when a shared link replaced its test suite',
  suite: 'kept when you opened a test suite over it',
  restore: 'kept when you brought back another document',
  crash: 'kept when the page stopped while showing it',
  stale: 'not the newest: later changes to it could not be saved',
  other: 'from another tab or an earlier visit',
};

/** What the replacement does, as the end of "Download it, then …". */
const VERB: Record<ReplaceKind, string> = {
  new: 'start a new document',
  example: 'open the example',
  file: 'open the file',
  link: 'open the link',
  'suite-link': 'open the link',
  suite: 'open the test suite',
  restore: 'bring back the other document',
};

/** What the replacement did, said before what it kept; a suite file says it in its own message. */
const DID: Record<ReplaceKind, string> = {
  new: 'Started a new document.',
  example: 'Opened the example.',
  file: 'Opened the file.',
  link: 'Opened the shared link.',
  'suite-link': 'Opened the test suite of the shared link.',
  suite: '',
  restore: 'Brought back the kept document.',
};

const SUITE_KINDS: readonly ReplaceKind[] = ['suite', 'suite-link'];

/** Its first line, without the characters that would show as noise (NULs, escaped bytes). */
export function nameOf(text: string): string {
  const first = text.replace(/[\u0000-\u0009\u000b-\u001f\udc80-\udcff\ufeff]/g, '').split(/\r\n?|\n/).find((l) => l.trim() !== '');
  const name = (first ?? '').trim();
  return name === '' ? '(empty)' : name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const sentenceStart = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const keptWords = {
  /** The version on screen was kept before `kind` replaced it. */
  kept(kind: ReplaceKind): string {
    const what = SUITE_KINDS.includes(kind) ? 'The test suite you had is kept, with its document' : 'The document you had is kept';
    return `${DID[kind]} ${what}: see “Kept documents” to bring it back.`.trim();
  },
  /** Kept documents discarded to stay within `max`. */
  dropped(names: readonly string[], max: number): string {
    const list = names.map((n) => `“${n}”`).join(', ');
    return names.length === 1
      ? `To make room, the oldest kept document, ${list}, was discarded: at most ${max} are kept.`
      : `To make room, the ${names.length} oldest kept documents (${list}) were discarded: at most ${max} are kept.`;
  },
  /**
   * Storage refused the latest changes to `name`, so `kind` waits: `olderEdited` is when the
   * version storage does hold was last edited (null: none is stored).
   */
  notKept(kind: ReplaceKind, name: string, olderEdited: number | null): string {
    const older = olderEdited === null
      ? 'No version of it is stored.'
      : `Only the version you had before is kept (edited ${olderEdited === 0 ? 'at an unknown time' : `at ${time(olderEdited)}`}).`;
    return `Your latest changes to “${name}” could not be kept: this browser's storage is full (or the document is too big for it). ${older} Nothing was replaced yet: download it first, or ${VERB[kind]} without it.`;
  },
  downloadThen: (kind: ReplaceKind) => `Download it, then ${VERB[kind]}`,
  anyway: (kind: ReplaceKind) => `${sentenceStart(VERB[kind])} anyway`,
};
