/**
 * A multi-string search (Aho-Corasick, as a dense automaton over ASCII) that tells, in one pass
 * over a path, which of many literal segments it contains.
 *
 * Rules such as `Disallow: /*?sort=` or `/*.pdf$` have almost no literal prefix, so the prefix
 * tree would try each of them on every URL. Each such rule names a segment the path must contain
 * (`?sort=`, `.pdf`); one scan of the path finds every segment present, and only those rules
 * are matched in full.
 */
const WIDTH = 128; // patterns are ASCII once escaped; any other character leads back to the root
/** Beyond this many states (128 transitions each) the remaining segments are not filtered. */
export const MAX_STATES = 16384;

export class SegmentFilter {
  private readonly next: Int32Array;
  /** For each state, the ids of the segments that end there (directly or by suffix). */
  private readonly outputs: (number[] | null)[];
  private readonly stamp: Uint32Array;
  private generation = 0;
  readonly count: number;
  /** The ids the last scan found, each once: found[0 .. foundCount). */
  readonly found: Int32Array;
  foundCount = 0;

  private constructor(next: Int32Array, outputs: (number[] | null)[], count: number) {
    this.next = next;
    this.outputs = outputs;
    this.count = count;
    this.stamp = new Uint32Array(count);
    this.found = new Int32Array(count);
  }

  /**
   * Build from segments; returns the filter and, per segment, its id (or -1 when it could not be
   * added: not ASCII, empty, or past MAX_STATES).
   */
  static build(segments: readonly string[]): { filter: SegmentFilter; ids: number[] } {
    const trie = new Trie();
    const ids = segments.map((s) => trie.insert(s));
    return { filter: new SegmentFilter(trie.toAutomaton(), trie.outputs, segments.length), ids };
  }

  /** Scan `path` from `from`; afterwards has(id) tells which segments it contains. */
  scan(path: string, from: number): void {
    this.generation = (this.generation + 1) >>> 0 || 1;
    const g = this.generation;
    const { next, outputs, stamp, found } = this;
    let count = 0;
    let state = 0;
    for (let i = from; i < path.length; i++) {
      const c = path.charCodeAt(i);
      state = c < WIDTH ? next[state * WIDTH + c] : 0;
      const out = outputs[state];
      if (out === null) continue;
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
  /** Dense transitions while building: goto[state * WIDTH + char], 0 = none (the root is never a target). */
  private goto = new Int32Array(64 * WIDTH);
  readonly outputs: (number[] | null)[] = [null];
  private states = 1;
  private nextId = 0;

  insert(segment: string): number {
    if (segment === '' || !/^[\x00-\x7f]*$/.test(segment)) return -1;
    let state = 0;
    const created: number[] = [];
    for (let i = 0; i < segment.length; i++) {
      const key = state * WIDTH + segment.charCodeAt(i);
      let to = this.goto[key];
      if (to === 0) {
        if (this.states >= MAX_STATES) return this.undo(created);
        to = this.addState();
        this.goto[key] = to;
        created.push(key);
      }
      state = to;
    }
    const id = this.nextId++;
    (this.outputs[state] ??= []).push(id);
    return id;
  }

  private addState(): number {
    if ((this.states + 1) * WIDTH > this.goto.length) {
      const bigger = new Int32Array(this.goto.length * 2);
      bigger.set(this.goto);
      this.goto = bigger;
    }
    this.outputs.push(null);
    return this.states++;
  }

  private undo(created: number[]): number {
    for (const key of created) this.goto[key] = 0;
    this.goto.fill(0, (this.states - created.length) * WIDTH, this.states * WIDTH);
    this.states -= created.length;
    this.outputs.length = this.states;
    return -1;
  }

  /** The full automaton: every state has a transition for every character (BFS over fail links). */
  toAutomaton(): Int32Array {
    const next = this.goto.slice(0, this.states * WIDTH);
    const fail = new Int32Array(this.states);
    const queue: number[] = [];
    for (let c = 0; c < WIDTH; c++) if (next[c] !== 0) queue.push(next[c]);
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head];
      const inherited = this.outputs[fail[s]];
      if (inherited) this.outputs[s] = [...(this.outputs[s] ?? []), ...inherited];
      const row = s * WIDTH;
      const failRow = fail[s] * WIDTH;
      for (let c = 0; c < WIDTH; c++) {
        const to = next[row + c];
        if (to === 0) next[row + c] = next[failRow + c];
        else {
          fail[to] = next[failRow + c];
          queue.push(to);
        }
      }
    }
    return next;
  }
}
