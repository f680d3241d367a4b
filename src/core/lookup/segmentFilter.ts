/**
 * A multi-string search (Aho-Corasick, as a dense automaton over ASCII) that tells, in one pass
 * over a path, which of many literal segments it contains.
 *
 * Rules such as `Disallow: /*?sort=` or `/*.pdf$` have almost no literal prefix, so the prefix
 * tree would try each of them on every URL. Each such rule names a segment the path must contain
 * (`?sort=`, `.pdf`); one scan of the path finds every segment present, and only those rules
 * are matched in full.
 */
const ASCII = 128; // patterns are ASCII once escaped; any other character leads back to the root
/** Beyond this many states the remaining segments are not filtered. */
export const MAX_STATES = 16384;

/**
 * The automaton's alphabet: each character that occurs in some segment gets its own class,
 * every other character shares class 0 (it breaks every match). Rows are as wide as the classes,
 * about 40 for real rules instead of 128, so the table stays small enough for the cache.
 */
function characterClasses(segments: readonly string[]): { classOf: Uint8Array; width: number } {
  const classOf = new Uint8Array(ASCII);
  let width = 1;
  for (const s of segments) {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < ASCII && classOf[c] === 0) classOf[c] = width++;
    }
  }
  return { classOf, width };
}

export class SegmentFilter {
  /**
   * next[row + class], where row = state * width: the next state's row, stored as ~row
   * (negative) when segments end there, so the scan looks at outputs only on a hit.
   */
  private readonly next: Int32Array;
  /** For each state, the ids of the segments that end there (directly or by suffix). */
  private readonly outputs: (number[] | null)[];
  private readonly classOf: Uint8Array;
  private readonly width: number;
  private readonly stamp: Uint32Array;
  private generation = 0;
  readonly count: number;
  /** The ids the last scan found, each once: found[0 .. foundCount). */
  readonly found: Int32Array;
  foundCount = 0;

  private constructor(trie: Trie, count: number) {
    this.next = trie.toAutomaton();
    this.outputs = trie.outputs;
    this.classOf = trie.classOf;
    this.width = trie.width;
    this.count = count;
    this.stamp = new Uint32Array(count);
    this.found = new Int32Array(count);
  }

  /**
   * Build from segments; returns the filter and, per segment, its id (or -1 when it could not be
   * added: not ASCII, empty, or past MAX_STATES). Equal segments share an id, so a scan reports
   * `.pdf` once however many rules wait on it.
   */
  static build(segments: readonly string[]): { filter: SegmentFilter; ids: number[] } {
    const trie = new Trie(characterClasses(segments));
    const seen = new Map<string, number>();
    const ids = segments.map((s) => {
      let id = seen.get(s);
      if (id === undefined) seen.set(s, (id = trie.insert(s)));
      return id;
    });
    return { filter: new SegmentFilter(trie, trie.count), ids };
  }

  /** Scan `path` from `from`; afterwards has(id) tells which segments it contains. */
  scan(path: string, from: number): void {
    this.generation = (this.generation + 1) >>> 0 || 1;
    const g = this.generation;
    const { next, classOf, width, stamp, found } = this;
    let count = 0;
    let row = 0;
    for (let i = from; i < path.length; i++) {
      const c = path.charCodeAt(i);
      row = next[row + (c < ASCII ? classOf[c] : 0)];
      if (row >= 0) continue;
      row = ~row;
      const out = this.outputs[row / width]!;
      for (let k = 0; k < out.length; k++) {
        const id = out[k];
        if (stamp[id] !== g) {
          stamp[id] = g;
          found[count++] = id;
        }
      }
    }
    this.foundCount = count;
  }

  has(id: number): boolean {
    return this.stamp[id] === this.generation;
  }
}

class Trie {
  readonly classOf: Uint8Array;
  readonly width: number;
  /** Dense transitions while building: goto[state * width + class], 0 = none (the root is never a target). */
  private goto: Int32Array;
  readonly outputs: (number[] | null)[] = [null];
  private states = 1;
  /** Segments added so far: the next id. */
  count = 0;

  constructor({ classOf, width }: { classOf: Uint8Array; width: number }) {
    this.classOf = classOf;
    this.width = width;
    this.goto = new Int32Array(64 * width);
  }

  insert(segment: string): number {
    if (segment === '' || !/^[\x00-\x7f]*$/.test(segment)) return -1;
    let state = 0;
    const created: number[] = [];
    for (let i = 0; i < segment.length; i++) {
      const key = state * this.width + this.classOf[segment.charCodeAt(i)];
      let to = this.goto[key];
      if (to === 0) {
        if (this.states >= MAX_STATES) return this.undo(created);
        to = this.addState();
        this.goto[key] = to;
        created.push(key);
      }
      state = to;
    }
    const id = this.count++;
    (this.outputs[state] ??= []).push(id);
    return id;
  }

  private addState(): number {
    if ((this.states + 1) * this.width > this.goto.length) {
      const bigger = new Int32Array(this.goto.length * 2);
      bigger.set(this.goto);
      this.goto = bigger;
    }
    this.outputs.push(null);
    return this.states++;
  }

  private undo(created: number[]): number {
    for (const key of created) this.goto[key] = 0;
    this.goto.fill(0, (this.states - created.length) * this.width, this.states * this.width);
    this.states -= created.length;
    this.outputs.length = this.states;
    return -1;
  }

  /**
   * The full automaton: every state has a transition for every class (BFS over fail links);
   * then each transition into a state where segments end is flagged (stored as ~state).
   */
  toAutomaton(): Int32Array {
    const width = this.width;
    const next = this.goto.slice(0, this.states * width);
    const fail = new Int32Array(this.states);
    const queue: number[] = [];
    for (let c = 0; c < width; c++) if (next[c] !== 0) queue.push(next[c]);
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head];
      const inherited = this.outputs[fail[s]];
      if (inherited) this.outputs[s] = [...(this.outputs[s] ?? []), ...inherited];
      const row = s * width;
      const failRow = fail[s] * width;
      for (let c = 0; c < width; c++) {
        const to = next[row + c];
        if (to === 0) next[row + c] = next[failRow + c];
        else {
          fail[to] = next[failRow + c];
          queue.push(to);
        }
      }
    }
    // Each entry becomes the target's row offset (no multiplication on the scan's path), negated
    // (~) when segments end at the target.
    for (let k = 0; k < next.length; k++) next[k] = this.outputs[next[k]] !== null ? ~(next[k] * width) : next[k] * width;
    return next;
  }
}
