/**
 * The rules that apply to one crawler, indexed by their literal prefix, so a check walks the
 * URL's path once instead of trying every rule: only rules whose literal prefix is a prefix of
 * the path can match, and they all lie on that walk. Rules with a `*` are then matched in full,
 * but first filtered by a segment the path must contain (segmentFilter.ts).
 *
 * The prefixes go into a radix tree (radixTree.ts), which is then flattened into typed arrays:
 * a check on a file of 30,000 rules touches a few compact arrays instead of chasing pointers
 * through objects spread over the heap, which on these machines cost a cache miss per step.
 */
import { compileTail, literalPrefix, matchTail, type CompiledTail } from '../pattern.ts';
import { RadixTree, type RadixNode } from './radixTree.ts';
import { SegmentFilter } from './segmentFilter.ts';
import type { RuleMatch } from '../types.ts';

export interface IndexEntry {
  rule: number;
  line: number;
  allow: boolean;
  pattern: string;
  /** The pattern's literal prefix: everything before its first `*` (or its final `$`). */
  prefix: string;
  /** 0: a plain prefix; 1: the prefix then a final `$`; 2: has `*`, finish with the tail. */
  shape: 0 | 1 | 2;
  /** google: the `<dir>/$` that `Allow: <dir>/index.htm...` implies. */
  implied: boolean;
}

/** The entry for a rule's pattern (`wildcards`: whether `*` and a final `$` are special). */
export function indexEntry(rule: number, line: number, allow: boolean, pattern: string, wildcards: boolean, implied: boolean): IndexEntry {
  const prefix = literalPrefix(pattern, wildcards);
  const shape = prefix.length === pattern.length ? 0 : prefix.length === pattern.length - 1 && pattern.endsWith('$') ? 1 : 2;
  return { rule, line, allow, pattern, prefix, shape, implied };
}

/** Fewer wildcard rules than this are simply all tried on the walk. */
const FILTER_THRESHOLD = 8;
/** A node with more children than this finds one by binary search instead of a scan. */
const SCAN_CHILDREN = 8;

/** Per node, at node * STRIDE (nodes are numbered breadth-first, so siblings are adjacent): */
const LABEL_START = 0;
const LABEL_LENGTH = 1;
const FIRST_CHILD = 2;
const CHILD_COUNT = 3;
const ENTRY_START = 4;
const ENTRY_COUNT = 5;
const STRIDE = 6;

export class RuleIndex {
  readonly size: number;
  /** Whether any entry is an implied `<dir>/$` (see IndexEntry.implied). */
  readonly hasImplied: boolean;
  /** Per entry (entries of one node are adjacent), what the walk needs. */
  private readonly shape: Uint8Array;
  /** Id of a segment the path must contain (see SegmentFilter), or -1. */
  private readonly required: Int32Array;
  /** The match reported for each entry: built once, shared by every result, never mutated. */
  private readonly match: RuleMatch[] = [];
  private readonly tail: (CompiledTail | null)[] = [];
  private readonly prefix: string[] = [];

  private nodes = new Int32Array(0);
  /** Each node's label, siblings' labels side by side. */
  private labels = new Uint16Array(0);
  /** Each node's first character: a node's children are a sorted run of this array. */
  private firstChar = new Uint16Array(0);
  /** Entry ids in node order: a node's entries are treeEntries[ENTRY_START .. + ENTRY_COUNT). */
  private treeEntries = new Int32Array(0);

  private readonly filter: SegmentFilter | null = null;
  /** Entries outside the tree, waiting on a segment: segEntries[segStart[id] .. segStart[id + 1]). */
  private readonly segStart = new Int32Array(1);
  private readonly segEntries = new Int32Array(0);

  constructor(entries: readonly IndexEntry[]) {
    this.size = entries.length;
    this.hasImplied = entries.some((e) => e.implied);
    this.shape = new Uint8Array(entries.length);
    this.required = new Int32Array(entries.length).fill(-1);
    entries.forEach((e, k) => {
      this.match.push({ rule: e.rule, line: e.line, allow: e.allow, pattern: e.pattern, length: e.pattern.length, implied: e.implied });
      this.shape[k] = e.shape;
      this.tail.push(e.shape === 2 ? compileTail(e.pattern, e.prefix.length) : null);
      this.prefix.push(e.prefix);
    });
    const tree = new RadixTree<number>();
    const wild = entries.map((_, k) => k).filter((k) => this.tail[k] !== null);
    const waiting: number[] = [];
    if (wild.length >= FILTER_THRESHOLD) {
      const longest = wild.map((k) => this.tail[k]!.segments.reduce((a, b) => (b.length > a.length ? b : a), ''));
      const { filter, ids } = SegmentFilter.build(longest);
      this.filter = filter;
      wild.forEach((k, w) => {
        this.required[k] = ids[w];
        // A rule with a real literal prefix waits in the tree, where the walk reaches it only
        // for paths with that prefix; one starting `/*` or `*` waits on its segment instead.
        if (ids[w] >= 0 && this.prefix[k].length <= 1) waiting.push(k);
      });
      [this.segStart, this.segEntries] = groupBySegment(waiting, this.required, filter.count);
    }
    const outside = new Set(waiting);
    entries.forEach((e, k) => {
      if (!outside.has(k)) tree.insert(e.prefix, k);
    });
    this.flatten(tree);
  }

  /**
   * Lay the tree out breadth-first in typed arrays: a node's children are consecutive, so finding
   * one reads a single short run of firstChar, and each node's entries are renumbered adjacently.
   */
  private flatten(tree: RadixTree<number>): void {
    const order: RadixNode<number>[] = [tree.root];
    const kids: RadixNode<number>[][] = [];
    for (let i = 0; i < order.length; i++) {
      kids.push(order[i].children ? order[i].children!.sorted() : []);
      order.push(...kids[i]);
    }
    const nodes = new Int32Array(order.length * STRIDE);
    const labels: number[] = [];
    const entryOrder: number[] = [];
    let next = 1;
    order.forEach((n, i) => {
      const at = i * STRIDE;
      nodes[at + LABEL_START] = labels.length;
      nodes[at + LABEL_LENGTH] = n.label.length;
      for (let c = 0; c < n.label.length; c++) labels.push(n.label.charCodeAt(c));
      nodes[at + FIRST_CHILD] = next;
      nodes[at + CHILD_COUNT] = kids[i].length;
      next += kids[i].length;
      nodes[at + ENTRY_START] = entryOrder.length;
      nodes[at + ENTRY_COUNT] = n.values ? n.values.length : 0;
      if (n.values) entryOrder.push(...n.values);
    });
    this.nodes = nodes;
    this.labels = Uint16Array.from(labels);
    this.firstChar = Uint16Array.from(order, (n) => (n.label.length > 0 ? n.label.charCodeAt(0) : 0));
    this.treeEntries = Int32Array.from(entryOrder);
  }

  /** The match of every entry that matches `path`, pushed onto `out`. */
  collect(path: string, out: RuleMatch[]): void {
    const filter = this.filter;
    if (filter) {
      filter.scan(path, 0);
      this.collectWaiting(filter, path, out);
    }
    const { nodes, labels } = this;
    const length = path.length;
    let n = 0;
    let pos = 0;
    for (;;) {
      const at = n * STRIDE;
      if (nodes[at + ENTRY_COUNT] > 0) this.matchEntries(at, path, pos, out);
      const count = nodes[at + CHILD_COUNT];
      if (pos >= length || count === 0) return;
      n = this.child(nodes[at + FIRST_CHILD], count, path.charCodeAt(pos));
      if (n < 0) return;
      // The first character matched by the lookup; compare the rest of the label.
      const child = n * STRIDE;
      const start = nodes[child + LABEL_START];
      const labelLength = nodes[child + LABEL_LENGTH];
      if (pos + labelLength > length) return;
      for (let i = 1; i < labelLength; i++) if (labels[start + i] !== path.charCodeAt(pos + i)) return;
      pos += labelLength;
    }
  }

  /** The child among nodes first .. first + count - 1 whose label starts with `c`, or -1. */
  private child(first: number, count: number, c: number): number {
    const chars = this.firstChar;
    if (count <= SCAN_CHILDREN) {
      for (let k = first; k < first + count; k++) if (chars[k] === c) return k;
      return -1;
    }
    let lo = first;
    let hi = first + count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const m = chars[mid];
      if (m === c) return mid;
      if (m < c) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private matchEntries(at: number, path: string, pos: number, out: RuleMatch[]): void {
    const start = this.nodes[at + ENTRY_START];
    const end = start + this.nodes[at + ENTRY_COUNT];
    const filter = this.filter;
    for (let k = start; k < end; k++) {
      const e = this.treeEntries[k];
      const shape = this.shape[e];
      if (shape === 0) out.push(this.match[e]);
      else if (shape === 1) {
        if (pos === path.length) out.push(this.match[e]);
      } else {
        const need = this.required[e];
        if ((need < 0 || filter === null || filter.has(need)) && matchTail(this.tail[e]!, path, pos)) out.push(this.match[e]);
      }
    }
  }

  /** Wildcard rules whose segment the path contains: check their prefix, then their tail. */
  private collectWaiting(filter: SegmentFilter, path: string, out: RuleMatch[]): void {
    const { segStart, segEntries } = this;
    for (let f = 0; f < filter.foundCount; f++) {
      const id = filter.found[f];
      for (let k = segStart[id]; k < segStart[id + 1]; k++) {
        const e = segEntries[k];
        const prefix = this.prefix[e];
        if ((prefix === '' || path.charCodeAt(0) === prefix.charCodeAt(0)) && matchTail(this.tail[e]!, path, prefix.length)) out.push(this.match[e]);
      }
    }
  }
}

/** Entries by the segment they wait on, as offsets into one array (a CSR layout). */
function groupBySegment(waiting: readonly number[], required: Int32Array, count: number): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const start = new Int32Array(count + 1);
  for (const k of waiting) start[required[k] + 1]++;
  for (let s = 0; s < count; s++) start[s + 1] += start[s];
  const fill = start.slice(0, count);
  const list = new Int32Array(waiting.length);
  for (const k of waiting) list[fill[required[k]]++] = k;
  return [start, list];
}
