/**
 * A line diff of two versions as a unified diff (`diff -u`), for the review a pull request gets
 * (issue 26 §2). Written here, not taken from a package, because the engine installs with no
 * dependency (issue 27 §2); it is Myers' O(ND) algorithm ("An O(ND) Difference Algorithm and Its
 * Variations", 1986), greedy forward, keeping each round's frontier to walk the path back.
 */

/** One line of the diff: kept (' '), removed ('-') or added ('+'), with its text. */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

/**
 * Past this many differing lines the diff is given as "everything removed, everything added":
 * the frontier copies grow with D², and a review of such a change says so anyway.
 */
export const MAX_EDIT_DISTANCE = 4000;

/** The shortest edit script from `a` to `b`, as lines. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDIT_DISTANCE);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x++; y++; }
      next[offset + k] = x;
      if (x >= n && y >= m) return walkBack(trace, a, b, d, offset);
    }
    v = next;
  }
  return [...a.map((text) => ({ op: '-' as const, text })), ...b.map((text) => ({ op: '+' as const, text }))];
}

/** The path back from the end, round by round (trace[d] is the frontier before round d). */
function walkBack(trace: Int32Array[], a: readonly string[], b: readonly string[], dEnd: number, offset: number): DiffLine[] {
  const out: DiffLine[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = dEnd; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
    const prevX = v[offset + (down ? k + 1 : k - 1)];
    const prevY = prevX - (down ? k + 1 : k - 1);
    while (x > prevX && y > prevY) { x--; y--; out.push({ op: ' ', text: a[x] }); }
    if (down) { y--; out.push({ op: '+', text: b[y] }); } else { x--; out.push({ op: '-', text: a[x] }); }
  }
  while (x > 0 && y > 0) { x--; y--; out.push({ op: ' ', text: a[x] }); }
  return out.reverse();
}

/** `diff -u` text of the two versions, `context` lines around each change; '' when they are equal. */
export function unifiedDiff(oldName: string, newName: string, oldText: string, newText: string, context = 3): string {
  const lines = diffLines(splitLines(oldText), splitLines(newText));
  if (lines.every((l) => l.op === ' ')) return '';
  const out = [`--- ${oldName}`, `+++ ${newName}`];
  let i = 0;
  let oldLine = 1;
  let newLine = 1;
  while (i < lines.length) {
    if (lines[i].op === ' ') { i++; oldLine++; newLine++; continue; }
    // A hunk: back up `context` kept lines, run until `2 * context` kept lines in a row or the end.
    const start = Math.max(0, i - context);
    const back = i - start;
    let end = i;
    let kept = 0;
    while (end < lines.length && kept <= 2 * context) {
      kept = lines[end].op === ' ' ? kept + 1 : 0;
      end++;
    }
    const stop = end - Math.max(0, kept - context);
    const hunk = lines.slice(start, stop);
    const oldCount = hunk.filter((l) => l.op !== '+').length;
    const newCount = hunk.filter((l) => l.op !== '-').length;
    out.push(`@@ -${oldLine - back},${oldCount} +${newLine - back},${newCount} @@`, ...hunk.map((l) => `${l.op}${l.text}`));
    for (let j = i; j < stop; j++) {
      if (lines[j].op !== '+') oldLine++;
      if (lines[j].op !== '-') newLine++;
    }
    i = stop;
  }
  return out.join('\n') + '\n';
}

/** Lines without their breaks; a final break makes no empty last line. */
function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
