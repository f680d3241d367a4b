/**
 * Several versions at once (issue 26 §3): the files a person opens together (a folder of dated
 * snapshots, or any few versions), ordered by the date in their names (`robots-2024-01-05.txt`)
 * or else by when they were last changed, and the verdict of the workbench's selected URL ×
 * crawler in each (core timeline.ts, the model of `robotscope history`). Each version is parsed
 * once per reading its crawlers ask, on the page, so a version is kept only up to CAUSE_MAX_CHARS.
 */
import { createStore } from 'zustand/vanilla';
import { parsesOf, type Parses, type ReadFile, type ReadingChoice } from '../core/index.ts';
import { CAUSE_MAX_CHARS } from '../state/compareCauses.ts';
import type { LoadedText } from '../state/document.ts';
import { readFile } from './files.ts';
import { countText } from '../core/words/countText.ts';

export interface TimelineVersion {
  name: string;
  /** The date the name holds (YYYY-MM-DD), else the file's last change. */
  date: string;
  loaded: LoadedText;
}

export interface TimelineState {
  versions: TimelineVersion[];
  /** Files left out, each with why. */
  skipped: string[];
}

/** Versions a timeline holds at most: each is parsed on the page. */
export const MAX_VERSIONS = 100;

const DATED = /(\d{4}-\d{2}-\d{2})/;

export function createTimeline(fail: (text: string) => void) {
  const store = createStore<TimelineState>()(() => ({ versions: [], skipped: [] }));
  const parsesCache = new WeakMap<LoadedText, Parses>();
  return {
    store,
    /** Reads the files and orders them by date; replaces the timeline shown. */
    async open(files: readonly File[]): Promise<void> {
      const versions: TimelineVersion[] = [];
      const skipped: string[] = [];
      for (const file of files.slice(0, MAX_VERSIONS)) {
        const loaded = await readFile(file, (why) => skipped.push(why));
        if (!loaded) continue;
        if (loaded.text.length > CAUSE_MAX_CHARS) { skipped.push(`“${file.name}” is over ${countText(CAUSE_MAX_CHARS)} characters: compare it on its own.`); continue; }
        const date = DATED.exec(file.name)?.[1] ?? new Date(file.lastModified).toISOString().slice(0, 10);
        versions.push({ name: file.name, date, loaded });
      }
      if (files.length > MAX_VERSIONS) skipped.push(`Only the first ${MAX_VERSIONS} of ${files.length} files are read.`);
      versions.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
      if (versions.length === 0) fail(`None of the ${files.length} files could be read as a robots.txt. ${skipped.join(' ')}`);
      store.setState({ versions, skipped });
    },
    close(): void {
      store.setState({ versions: [], skipped: [] });
    },
    /** A version read as `choice` says (core readings.ts: each crawler as documented, or one reading for all), each reading parsed once. */
    read(v: TimelineVersion, choice: ReadingChoice): ReadFile {
      let parses = parsesCache.get(v.loaded);
      if (!parses) parsesCache.set(v.loaded, (parses = parsesOf(v.loaded.text)));
      return { parses, choice };
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
