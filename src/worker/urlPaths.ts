/**
 * The workbench's URL list with the path each profile compares of every URL as a browser
 * requests it (core requestUrl, then comparedPaths), worked out on first use and kept while the list stays the same. A keystroke
 * in the editor sends the same 10,000 URLs with a new text: the worker keeps this across the
 * document's versions (documents.ts), so only the verdicts are worked out again, and of those
 * only the ones of crawlers whose rules changed (core ColumnMemory, one per profile: the last
 * parse's answers for these paths).
 */
import { ColumnMemory, comparedPaths, requestUrl, type Profile } from '../core/index.ts';

export class UrlPaths {
  private readonly byProfile = new Map<Profile, string[]>();
  private readonly memories = new Map<Profile, ColumnMemory>();
  private requested: string[] | null = null;

  constructor(readonly urls: readonly string[]) {}

  /** The compared path of each URL under `profile`, in list order. */
  of(profile: Profile): string[] {
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
  memory(profile: Profile): ColumnMemory {
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
