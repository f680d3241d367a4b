/**
 * A radix (compressed prefix) tree of values keyed by strings, that finds every value whose key
 * is a prefix of a text in one walk along it. It grows one key at a time, so it serves both
 * incremental uses (the 1996 draft's "does an earlier rule already cover this one?") and, once
 * complete, as the builder that ruleIndex.ts flattens into typed arrays for fast checks.
 */

/**
 * Children by first character: a short list scanned in order while small (most nodes have a
 * few children, and a scan beats a hash lookup there), a Map once it grows.
 */
class Children<T> {
  private codes: number[] = [];
  private nodes: RadixNode<T>[] = [];
  private map: Map<number, RadixNode<T>> | null = null;

  get(c: number): RadixNode<T> | undefined {
    if (this.map) return this.map.get(c);
    const codes = this.codes;
    for (let i = 0; i < codes.length; i++) if (codes[i] === c) return this.nodes[i];
    return undefined;
  }

  set(c: number, n: RadixNode<T>): void {
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

  /** The children in order of their first character. */
  sorted(): RadixNode<T>[] {
    const all = this.map ? [...this.map.values()] : [...this.nodes];
    return all.sort((a, b) => a.label.charCodeAt(0) - b.label.charCodeAt(0));
  }
}

export interface RadixNode<T> {
  label: string;
  children: Children<T> | null;
  values: T[] | null;
}

function node<T>(label: string): RadixNode<T> {
  return { label, children: null, values: null };
}

export class RadixTree<T> {
  readonly root: RadixNode<T> = node('');

  insert(key: string, value: T): void {
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
    (at.values ??= []).push(value);
  }

  /** Calls `visit` for every value whose key is a prefix of `text`, shortest keys first. */
  forEachPrefix(text: string, visit: (value: T, keyLength: number) => void): void {
    let at = this.root;
    let pos = 0;
    for (;;) {
      if (at.values) for (const v of at.values) visit(v, pos);
      const child = pos < text.length ? at.children?.get(text.charCodeAt(pos)) : undefined;
      if (!child || !text.startsWith(child.label, pos)) return;
      pos += child.label.length;
      at = child;
    }
  }
}

/** Split `child` after `j` characters of its label, putting a new node between it and `parent`. */
function split<T>(parent: RadixNode<T>, child: RadixNode<T>, j: number): RadixNode<T> {
  const mid = node<T>(child.label.slice(0, j));
  child.label = child.label.slice(j);
  mid.children = new Children();
  mid.children.set(child.label.charCodeAt(0), child);
  parent.children!.set(mid.label.charCodeAt(0), mid);
  return mid;
}
