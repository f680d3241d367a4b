/**
 * Each line's own ending, kept apart from the text an editor shows.
 *
 * Google ends a line at CR, LF or CRLF (robots.cc, ParseRobotsTxt), and so does CodeMirror,
 * which joins its lines with "\n" whatever the file used. A file may mix its endings (0064 in
 * the corpus has 16,263 LF and 222 CRLF; a UTF-16 file read as UTF-8 bytes has a CR and an LF
 * per line, with a NUL between), so one "the file's line ending" cannot give the bytes back.
 * Here the text is split into the editor's "\n"-joined text plus a record of the breaks: the
 * most frequent ending is the `base`, and only the breaks that differ are listed, by offset.
 * A line typed later gets the base, as a person expects in a file that is mostly CRLF.
 */
export type BreakKind = 'lf' | 'crlf' | 'cr';

export const BREAK_TEXT: Record<BreakKind, string> = { lf: '\n', crlf: '\r\n', cr: '\r' };

export interface LineBreaks {
  /** The ending of every break not listed below; a new line typed gets it too. */
  base: BreakKind;
  /** Offsets in the "\n"-joined text of the "\n"s whose ending is not `base`, ascending. */
  at: number[];
  /** The ending of each break in `at`. */
  kind: BreakKind[];
  /** How many line breaks the text has in all. */
  count: number;
}

export interface SplitText {
  /** The text with every CR, LF and CRLF as "\n". */
  text: string;
  breaks: LineBreaks;
}

const CR = 13;
const LF = 10;

/** The most frequent ending; LF on a tie or when there is none. */
export function dominant(lf: number, crlf: number, cr: number): BreakKind {
  if (crlf > lf && crlf >= cr) return 'crlf';
  if (cr > lf && cr > crlf) return 'cr';
  return 'lf';
}

/** How many "\n" the text holds. */
function countLf(raw: string): number {
  let n = 0;
  for (let i = raw.indexOf('\n'); i >= 0; i = raw.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Splits a text with its own endings (as decodeRobots gives it) into editor text and breaks.
 * One pass over the CRs only (indexOf), the LFs counted natively, and the text made by one
 * native replace: a file opened on the main thread goes through here (0064, 405 KB of mixed
 * endings, spent 12 ms of its opening task in a matchAll over every break, issue 12 §2).
 */
export function splitBreaks(raw: string): SplitText {
  if (raw.indexOf('\r') < 0) return { text: raw, breaks: plainBreaks(raw) };
  const lfs = countLf(raw);
  let crlf = 0;
  let cr = 0;
  for (let i = raw.indexOf('\r'); i >= 0; i = raw.indexOf('\r', i + 1)) {
    if (raw.charCodeAt(i + 1) === LF) crlf++;
    else cr++;
  }
  const counts = { lf: lfs - crlf, crlf, cr };
  const base = dominant(counts.lf, counts.crlf, counts.cr);
  const { at, kind } = base === 'lf' ? crBreaks(raw) : breaksOtherThan(raw, base);
  return { text: raw.replace(/\r\n?/g, '\n'), breaks: { base, at, kind, count: counts.lf + crlf + cr } };
}

/** In an LF-based text, the breaks to list are the CR and CRLF ones: found from the CRs alone. */
function crBreaks(raw: string): { at: number[]; kind: BreakKind[] } {
  const at: number[] = [];
  const kind: BreakKind[] = [];
  let removed = 0; // characters dropped so far: one per CRLF, so offsets shift
  for (let i = raw.indexOf('\r'); i >= 0; i = raw.indexOf('\r', i + 1)) {
    at.push(i - removed);
    if (raw.charCodeAt(i + 1) === LF) {
      kind.push('crlf');
      removed++;
    } else kind.push('cr');
  }
  return { at, kind };
}

/** Every break whose ending is not `base`, by a scan of each character. */
function breaksOtherThan(raw: string, base: BreakKind): { at: number[]; kind: BreakKind[] } {
  const at: number[] = [];
  const kind: BreakKind[] = [];
  let removed = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c !== CR && c !== LF) continue;
    const k: BreakKind = c === LF ? 'lf' : raw.charCodeAt(i + 1) === LF ? 'crlf' : 'cr';
    if (k !== base) {
      at.push(i - removed);
      kind.push(k);
    }
    if (k === 'crlf') {
      removed++;
      i++;
    }
  }
  return { at, kind };
}

/** Breaks of a "\n"-joined text that all have the ending `base`. */
export function plainBreaks(text: string, base: BreakKind = 'lf'): LineBreaks {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return { base, at: [], kind: [], count };
}

/** The editor text with each line's own ending put back: the inverse of splitBreaks. */
export function joinBreaks(text: string, breaks: LineBreaks): string {
  if (breaks.at.length === 0) return breaks.base === 'lf' ? text : text.replace(/\n/g, BREAK_TEXT[breaks.base]);
  const parts: string[] = [];
  const baseText = BREAK_TEXT[breaks.base];
  let next = 0; // index into breaks.at
  let from = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    let ending = baseText;
    while (next < breaks.at.length && breaks.at[next] < i) next++;
    if (breaks.at[next] === i) ending = BREAK_TEXT[breaks.kind[next++]];
    parts.push(text.slice(from, i), ending);
    from = i + 1;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/** How many breaks of each kind. */
export function breakCounts(breaks: LineBreaks): Record<BreakKind, number> {
  const counts = { lf: 0, crlf: 0, cr: 0 };
  for (const k of breaks.kind) counts[k]++;
  counts[breaks.base] += breaks.count - breaks.at.length;
  return counts;
}

/** "LF", "CRLF", or "Mixed: 12 CRLF, 3 LF" (most frequent first): what the bytes hold. */
export function describeBreaks(breaks: LineBreaks): string {
  if (breaks.at.length === 0) return breaks.base.toUpperCase();
  const counts = breakCounts(breaks);
  const parts = (Object.keys(counts) as BreakKind[])
    .filter((k) => counts[k] > 0)
    .sort((a, b) => counts[b] - counts[a])
    .map((k) => `${counts[k].toLocaleString('en')} ${k.toUpperCase()}`);
  return `Mixed: ${parts.join(', ')}`;
}

/**
 * Maps an offset in the text with its own endings (joinBreaks) to the same place in the
 * "\n"-joined text, or null when the two are the same length (no CRLF: CR and LF are one
 * character each in both). The engine must read the bytes as they are — Googlebot's 500 KiB
 * cut counts each CR — while the editor marks its own text; each CRLF before an offset is one
 * character the editor's text does not have. An offset between a CR and its LF maps to the
 * editor's "\n".
 */
export function toJoinedOffsets(text: string, breaks: LineBreaks): ((offset: number) => number) | null {
  const crlfAt = crlfBreaks(text, breaks);
  if (crlfAt.length === 0) return null;
  // The own-endings offset just past the k-th CRLF's CR (where its LF sits): editor offset + k + 1.
  const lfAt = crlfAt.map((pos, k) => pos + k + 1);
  return (offset) => {
    let lo = 0;
    let hi = lfAt.length; // count the LFs at or before `offset`: each takes one character off
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (lfAt[mid] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return offset - lo;
  };
}

/** The offsets in the "\n"-joined text of the breaks whose ending is CRLF, ascending. */
function crlfBreaks(text: string, breaks: LineBreaks): Int32Array {
  if (breaks.base !== 'crlf') {
    return Int32Array.from(breaks.at.filter((_, i) => breaks.kind[i] === 'crlf'));
  }
  const out = new Int32Array(breaks.count - breaks.kind.filter((k) => k !== 'crlf').length);
  let n = 0;
  let next = 0; // index into breaks.at: the breaks that are not CRLF
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    while (next < breaks.at.length && breaks.at[next] < i) next++;
    if (breaks.at[next] === i && breaks.kind[next] !== 'crlf') continue;
    out[n++] = i;
  }
  return n === out.length ? out : out.slice(0, n);
}
