/**
 * Verdict counts by directory (issue 25 §2 "By directory": `/shop/` 12,400 allowed · 310
 * blocked), so a set of 1,000,000 URLs reads at a glance: each URL counted under every path
 * prefix ending in `/` down to MAX_DEPTH segments, per crawler. A tree of prefixes with their
 * counts, children by count; the deepest levels of a big site are cut to MAX_CHILDREN each.
 */
import type { ColumnAnswer } from '../core/checkColumns.ts';
import type { DirectoryNode } from './setsProtocol.ts';

/** Segments deep the tree goes: /shop/shoes/men/ is three. */
export const MAX_DEPTH = 3;
/** Children listed under one directory, the biggest first; the rest are counted in `more`. */
export const MAX_CHILDREN = 50;

interface Count { urls: number; blocked: number[]; children: Map<string, Count> }

const fresh = (crawlers: number): Count => ({ urls: 0, blocked: new Array<number>(crawlers).fill(0), children: new Map() });

/** The tree of `paths` (distinct ones: `weight[i]` URLs name path i) with their `columns` (per path). */
export function directoryTree(paths: readonly string[], weight: Int32Array, columns: readonly Pick<ColumnAnswer, 'allowed'>[]): DirectoryNode {
  const root = fresh(columns.length);
  for (let i = 0; i < paths.length; i++) {
    const w = weight[i];
    let node = root;
    add(node, columns, i, w);
    const path = paths[i];
    let from = 1;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const slash = path.indexOf('/', from);
      if (slash < 0) break;
      const name = path.slice(from, slash + 1);
      let child = node.children.get(name);
      if (!child) node.children.set(name, (child = fresh(columns.length)));
      node = child;
      add(node, columns, i, w);
      from = slash + 1;
    }
  }
  return toNode('/', root);
}

function add(node: Count, columns: readonly Pick<ColumnAnswer, 'allowed'>[], i: number, w: number): void {
  node.urls += w;
  for (let c = 0; c < columns.length; c++) if (columns[c].allowed[i] === 0) node.blocked[c] += w;
}

function toNode(path: string, count: Count): DirectoryNode {
  const children = [...count.children].sort((a, b) => b[1].urls - a[1].urls);
  return {
    path,
    urls: count.urls,
    blocked: count.blocked,
    children: children.slice(0, MAX_CHILDREN).map(([name, c]) => toNode(path + name, c)),
    more: Math.max(0, children.length - MAX_CHILDREN),
  };
}
