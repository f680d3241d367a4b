/**
 * A URL set with each distinct URL named once (issue 25 §2, "1,000,000 URLs from a log: grouped
 * views within seconds"). A log's 1,000,000 requests name some 260,000 URLs (bench/log-set.mjs):
 * what a URL's verdict needs (its validity, its requested form, its compared path) is the same
 * for every request naming it, so it is worked out once per distinct URL, and the answers are
 * read back per URL through `at`. Finding the distinct URLs is itself the costly step (a hash of
 * every one of the million strings: a second of the coverage's 4 on a loaded machine), so the
 * index is made once per set of URLs and shared by every reading and every crawler, and the
 * page's worker keeps it while only the robots.txt changes (worker/setCoverage.ts).
 */
import { requestedForm } from './requestUrl.ts';

export interface UrlIndex<U extends { url: string } = { url: string }> {
  /** The URLs kept (`keep` said yes to), in their order. */
  urls: readonly U[];
  /** The distinct URLs kept, each as a browser or crawler requests it (requestedForm), first seen first. */
  requested: readonly string[];
  /** Kept URL i names the distinct URL `requested[at[i]]`. */
  at: Int32Array;
  /** How many kept URLs name each distinct URL. */
  weight: Int32Array;
}

/** The index of `urls`, those `keep` refuses (asked once per distinct URL) left out. */
export function indexUrls<U extends { url: string }>(urls: readonly U[], keep: (url: string) => boolean = () => true): UrlIndex<U> {
  /** Each distinct URL as written -> its slot among `requested`, or -1 when it is not kept. */
  const slot = new Map<string, number>();
  const requested: string[] = [];
  const kept: U[] = [];
  const at = new Int32Array(urls.length);
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i].url;
    let s = slot.get(url);
    if (s === undefined) slot.set(url, (s = keep(url) ? requested.push(requestedForm(url).url) - 1 : -1));
    if (s < 0) continue;
    at[kept.length] = s;
    kept.push(urls[i]);
  }
  const weight = new Int32Array(requested.length);
  for (let i = 0; i < kept.length; i++) weight[at[i]]++;
  return { urls: kept, requested, at: kept.length === urls.length ? at : at.slice(0, kept.length), weight };
}

/**
 * The index of `urls`: the URLs `index` was made of, each renamed one to one, so that `urls[i]` and
 * `urls[j]` are the same URL exactly when the two `index` was made of were, each kept as its
 * original was, and `rename` gives a renamed URL's requested form from the original's (a log's
 * requests moved from one origin to another: worker/setCoverage.ts movedSetUrls says why that
 * holds). Nothing is hashed again: finding 260,000 distinct URLs among 1,000,000 strings was a
 * second of a Host change's work.
 */
export function indexRenamed<U extends { url: string }>(index: UrlIndex<{ url: string }>, urls: readonly U[], rename: (requested: string) => string): UrlIndex<U> {
  if (urls.length !== index.urls.length) throw new Error(`indexRenamed: ${urls.length} URLs for an index of ${index.urls.length}`);
  return { urls, requested: index.requested.map(rename), at: index.at, weight: index.weight };
}

/** A per-distinct-URL answer given to each URL of `index`. */
export function spreadOver<T extends Uint8Array | Int32Array>(values: T, at: Int32Array, Type: new (n: number) => T): T {
  const out = new Type(at.length);
  for (let i = 0; i < at.length; i++) out[i] = values[at[i]];
  return out;
}
