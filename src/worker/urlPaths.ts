/**
 * The workbench's URL list with the path each profile compares of every URL (core
 * comparedPaths), worked out on first use and kept while the list stays the same. A keystroke
 * in the editor sends the same 10,000 URLs with a new text: the worker keeps this across the
 * document's versions (documents.ts), so only the verdicts are worked out again.
 */
import { comparedPaths, type Profile } from '../core/index.ts';

export class UrlPaths {
  private readonly byProfile = new Map<Profile, string[]>();

  constructor(readonly urls: readonly string[]) {}

  /** The compared path of each URL under `profile`, in list order. */
  of(profile: Profile): string[] {
    let paths = this.byProfile.get(profile);
    if (!paths) {
      paths = comparedPaths(this.urls, profile);
      this.byProfile.set(profile, paths);
    }
    return paths;
  }

  /** Whether `urls` is this list. By value: each request brings its own copy of the list. */
  holds(urls: readonly string[]): boolean {
    if (urls === this.urls) return true;
    if (urls.length !== this.urls.length) return false;
    for (let i = 0; i < urls.length; i++) if (urls[i] !== this.urls[i]) return false;
    return true;
  }
}
