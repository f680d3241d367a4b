/**
 * The rules that apply to one crawler, indexed by their literal prefix in a radix tree, so a
 * check walks the URL's path once instead of trying every rule: only rules whose literal prefix
 * is a prefix of the path can match, and they all lie on that walk. Rules with a `*` are then
 * matched in full, but first filtered by a segment the path must contain (segmentFilter.ts).
 */
import { compileTail, matchTail, type CompiledTail } from './pattern.ts';
import { SegmentFilter } from './segmentFilter.ts';
import type { RuleMatch } from './types.ts';

export interface IndexEntry {
  rule: number;
  line: number;
  allow: boolean;
  pattern: string;
  /** Where the pattern's literal prefix ends: the walk has compared it already. */
  prefixLength: number;
  /** 0: a plain prefix; 1: the prefix then a final `$`; 2: has `*`, finish with the tail. */
  shape: 0 | 1 | 2;
  /** google: the `<dir>/$` that `Allow: <dir>/index.htm...` implies. */
  implied: boolean;
}

/** What the walk keeps per rule: a class, so every entry has one shape on the hot path. */
class Entry {
  constructor(
    /** The match reported for it: built once, shared by every result (plain data, never mutated). */
    readonly match: RuleMatch,
    readonly shape: 0 | 1 | 2,
    readonly tail: CompiledTail | null,
    /** The literal prefix (checked by the walk for entries in the tree, directly for the others). */
    readonly prefix: string,
  ) {}

  /** Id of a segment the path must contain (see SegmentFilter), or -1. */
  required = -1;
}

/**
 * Children by first character: a short list scanned in order while small (most nodes have a
 * few children, and a scan beats a hash lookup there), a Map once it grows.
 */
class Children {
  private codes: number[] = [];
  private nodes: RadixNode[] = [];
  private map: Map<number, RadixNode> | null = null;

  get(c: number): RadixNode | undefined {
    if (this.map) return this.map.get(c);
    const codes = this.codes;
    for (let i = 0; i < codes.length; i++) if (codes[i] === c) return this.nodes[i];
    return undefined;
  }

  set(c: number, n: RadixNode): void {
    if (this.map) {
      this.map.set(c, n);
      return;
    }
    const i = this.codes.indexOf(c);
    if (i >= 0) this.nodes[i] = n;
    else {
      this.codes.push(c);
      this.nodes.push(n);
    }
    if (this.codes.length > 8) this.map = new Map(this.codes.map((code, k) => [code, this.nodes[k]]));
  }
}

interface RadixNode {
  label: string;
  children: Children | null;
  entries: Entry[] | null;
}

function node(label: string): RadixNode {
  return { label, children: null, entries: null };
}

/** Fewer wildcard rules than this are simply all tried on the walk. */
const FILTER_THRESHOLD = 8;

export class RuleIndex {
  private readonly root = node('');
  /** Every rule with a `*`, until the filter takes those it can. */
  private readonly wild: Entry[] = [];
  private filter: SegmentFilter | null = null;
  /** Per segment id, the wildcard entries that need it: they live outside the tree. */
  private bySegment: Entry[][] = [];
  private sealed = false;
  size = 0;

  add(key: string, e: IndexEntry): void {
    const match: RuleMatch = { rule: e.rule, line: e.line, allow: e.allow, pattern: e.pattern, length: e.pattern.length };
    if (e.implied) match.implied = true;
    const entry = new Entry(match, e.shape, e.shape === 2 ? compileTail(e.pattern, e.prefixLength) : null, key);
    this.size++;
    if (entry.tail) this.wild.push(entry);
    else this.insert(key, entry);
    this.sealed = false;
  }

  private insert(key: string, entry: Entry): void {
    let at = this.root;
    let i = 0;
    while (i < key.length) {
      const c = key.charCodeAt(i);
      let child = at.children?.get(c);
      if (!child) {
        child = node(key.slice(i));
        (at.children ??= new Children()).set(c, child);
        at = child;
        break;
      }
      const label = child.label;
      let j = 1;
      while (j < label.length && i + j < key.length && label.charCodeAt(j) === key.charCodeAt(i + j)) j++;
      if (j < label.length) child = split(at, child, j);
      at = child;
      i += j;
    }
    (at.entries ??= []).push(entry);
  }

  /**
   * Once all rules are in (on the first collect): wildcard rules whose longest segment the filter
   * can search for wait in `bySegment`; the rest go into the tree like any rule.
   */
  private seal(): void {
    this.sealed = true;
    const wild = this.wild.splice(0);
    if (wild.length < FILTER_THRESHOLD) {
      for (const e of wild) this.insert(e.prefix, e);
      return;
    }
    const longest = wild.map((e) => e.tail!.segments.reduce((a, b) => (b.length > a.length ? b : a), ''));
    const { filter, ids } = SegmentFilter.build(longest);
    this.filter = filter;
    this.bySegment = Array.from({ length: filter.count }, () => []);
    wild.forEach((e, k) => {
      e.required = ids[k];
      // A rule with a real literal prefix waits in the tree, where the walk reaches it only for
      // paths with that prefix; one starting `/*` or `*` waits on its segment instead.
      if (ids[k] >= 0 && e.prefix.length <= 1) this.bySegment[ids[k]].push(e);
      else this.insert(e.prefix, e);
    });
  }

  /** The match of every entry that matches `path`, pushed onto `out`. */
  collect(path: string, out: RuleMatch[]): void {
    if (!this.sealed) this.seal();
    if (this.filter) this.collectFiltered(this.filter, path, out);
    let at = this.root;
    let pos = 0;
    if (at.entries) matchEntries(at.entries, path, pos, out, this.filter);
    while (pos < path.length && at.children) {
      const child = at.children.get(path.charCodeAt(pos));
      // The first character matched by the lookup; compare the rest of the label.
      if (!child || (child.label.length > 1 && !labelAt(child.label, path, pos))) return;
      pos += child.label.length;
      at = child;
      if (at.entries) matchEntries(at.entries, path, pos, out, this.filter);
    }
  }

  /** Wildcard rules whose segment the path contains: check their prefix, then their tail. */
  private collectFiltered(filter: SegmentFilter, path: string, out: RuleMatch[]): void {
    filter.scan(path, 0);
    for (let f = 0; f < filter.foundCount; f++) {
      const entries = this.bySegment[filter.found[f]];
      for (let k = 0; k < entries.length; k++) {
        const e = entries[k];
        if (path.startsWith(e.prefix) && matchTail(e.tail!, path, e.prefix.length)) out.push(e.match);
      }
    }
  }
}

/** path[pos..] starts with label (whose first character is known to match). */
function labelAt(label: string, path: string, pos: number): boolean {
  const n = label.length;
  if (pos + n > path.length) return false;
  if (n > 16) return path.startsWith(label, pos);
  for (let i = 1; i < n; i++) if (label.charCodeAt(i) !== path.charCodeAt(pos + i)) return false;
  return true;
}

function matchEntries(entries: Entry[], path: string, pos: number, out: RuleMatch[], filter: SegmentFilter | null): void {
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k];
    const shape = e.shape;
    if (shape === 0) out.push(e.match);
    else if (shape === 1) {
      if (pos === path.length) out.push(e.match);
    } else if ((e.required < 0 || filter === null || filter.has(e.required)) && matchTail(e.tail!, path, pos)) {
      out.push(e.match);
    }
  }
}

/** Split `child` after `j` characters of its label, putting a new node between it and `parent`. */
function split(parent: RadixNode, child: RadixNode, j: number): RadixNode {
  const mid = node(child.label.slice(0, j));
  child.label = child.label.slice(j);
  mid.children = new Children();
  mid.children.set(child.label.charCodeAt(0), child);
  parent.children!.set(mid.label.charCodeAt(0), mid);
  return mid;
}
