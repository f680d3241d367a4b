/**
 * The rules that apply to one crawler, indexed by their literal prefix in a radix tree, so a
 * check walks the URL's path once instead of trying every rule: only rules whose literal prefix
 * is a prefix of the path can match, and they all lie on that walk.
 */
import { matchFrom } from './pattern.ts';

export interface IndexEntry {
  rule: number;
  line: number;
  allow: boolean;
  pattern: string;
  /** Where the pattern's literal prefix ends: the walk has compared it already. */
  prefixLength: number;
  /** 0: a plain prefix; 1: the prefix then a final `$`; 2: has `*`, finish with matchFrom. */
  shape: 0 | 1 | 2;
  /** google: the `<dir>/$` that `Allow: <dir>/index.htm...` implies. */
  implied: boolean;
}

interface RadixNode {
  label: string;
  children: Map<number, RadixNode> | null;
  entries: IndexEntry[] | null;
}

function node(label: string): RadixNode {
  return { label, children: null, entries: null };
}

export class RuleIndex {
  private readonly root = node('');
  size = 0;

  add(key: string, entry: IndexEntry): void {
    this.size++;
    let at = this.root;
    let i = 0;
    while (i < key.length) {
      const c = key.charCodeAt(i);
      let child = at.children?.get(c);
      if (!child) {
        child = node(key.slice(i));
        (at.children ??= new Map()).set(c, child);
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

  /** Every entry that matches `path`, pushed onto `out`. */
  collect(path: string, out: IndexEntry[]): void {
    let at = this.root;
    let pos = 0;
    if (at.entries) matchEntries(at.entries, path, pos, out);
    while (pos < path.length && at.children) {
      const child = at.children.get(path.charCodeAt(pos));
      if (!child || !path.startsWith(child.label, pos)) return;
      pos += child.label.length;
      at = child;
      if (at.entries) matchEntries(at.entries, path, pos, out);
    }
  }
}

/** Split `child` after `j` characters of its label, putting a new node between it and `parent`. */
function split(parent: RadixNode, child: RadixNode, j: number): RadixNode {
  const mid = node(child.label.slice(0, j));
  child.label = child.label.slice(j);
  mid.children = new Map([[child.label.charCodeAt(0), child]]);
  parent.children!.set(mid.label.charCodeAt(0), mid);
  return mid;
}

function matchEntries(entries: IndexEntry[], path: string, pos: number, out: IndexEntry[]): void {
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k];
    if (e.shape === 0 || (e.shape === 1 ? pos === path.length : matchFrom(e.pattern, e.prefixLength, path, pos))) {
      out.push(e);
    }
  }
}
