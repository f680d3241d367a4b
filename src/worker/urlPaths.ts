/**
 * The workbench's URL list with the path each profile compares of every URL as a browser
 * requests it (core requestUrl, then comparedPaths), worked out on first use and kept while the list stays the same. A keystroke
 * in the editor sends the same 10,000 URLs with a new text: the worker keeps this across the
 * document's versions (documents.ts), so only the verdicts are worked out again, and of those
 * only the ones of crawlers whose rules changed (core ColumnMemory, one per profile: the last
 * parse's answers for these paths, carried over to a new list of the same paths).
 */
import { ColumnMemory, comparedPaths, requestUrl, type ReadingId } from '../core/index.ts';

export class UrlPaths {
  private byProfile = new Map<ReadingId, string[]>();
  private readonly memories = new Map<ReadingId, ColumnMemory>();
  private requested: readonly string[] | null = null;

  /** The paths of URLs given as requested already (core requestedForm: a URL index's distinct URLs). */
  static ofRequested(requested: readonly string[]): UrlPaths {
    const list = new UrlPaths(requested);
    list.requested = requested;
    return list;
  }

  /**
   * These paths for the same URLs renamed (`requested`, in the same order), whose compared paths
   * the caller knows are these (a log moved to another Host: worker/setCoverage.ts movedSetUrls):
   * the paths worked out and the answers carried, nothing compared again.
   */
  renamed(requested: readonly string[]): UrlPaths {
    const list = UrlPaths.ofRequested(requested);
    list.byProfile = new Map(this.byProfile);
    for (const [profile, memory] of this.memories) list.memories.set(profile, memory);
    return list;
  }

  /**
   * `before`: the list this one replaces, whose answers carry over where the two lists compare the
   * very same paths (core ColumnMemory compares them): a log's URLs moved to another Host are the
   * same paths on another origin, so its 261,933 rows are not checked again.
   */
  constructor(readonly urls: readonly string[], before: UrlPaths | null = null) {
    if (before) for (const [profile, memory] of before.memories) this.memories.set(profile, memory);
  }

  /** The compared path of each URL under `profile`, in list order. */
  of(profile: ReadingId): string[] {
    let paths = this.byProfile.get(profile);
    if (!paths) {
      // The same strings, but for the few URLs written otherwise than requested (one scan each).
      this.requested ??= this.urls.map(requestUrl);
      paths = comparedPaths(this.requested, profile);
      this.byProfile.set(profile, paths);
    }
    return paths;
  }

  /** The answers of the last parse checked against these paths under `profile` (core checkColumns' memory). */
  memory(profile: ReadingId): ColumnMemory {
    let memory = this.memories.get(profile);
    if (!memory) {
      memory = new ColumnMemory();
      this.memories.set(profile, memory);
    }
    return memory;
  }

  /** Whether `urls` is this list. By value: each request brings its own copy of the list. */
  holds(urls: readonly string[]): boolean {
    if (urls === this.urls) return true;
    if (urls.length !== this.urls.length) return false;
    for (let i = 0; i < urls.length; i++) if (urls[i] !== this.urls[i]) return false;
    return true;
  }
}
