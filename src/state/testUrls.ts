/**
 * The URLs the workbench tests: the URL list field and the origin field read by core
 * readUrlList, once per change of either. The controller sends `urls` to the worker and the
 * URL field shows `flagged` and `duplicates` from the same reading, so what is tested and what
 * is said about the list can never differ. A change is read a changed line at a time (core
 * UrlListReader), then the list put together again: a list of 1,000,000 lines took over a
 * second to read whole, on every keystroke (issue 28 §2).
 */
import { readOrigin, type Origin, type UrlList } from '../core/urlList.ts';
import { UrlListReader } from '../core/urlListReader.ts';
import type { RobotsState } from './store.ts';

export interface TestUrls extends UrlList {
  origin: Origin;
}

const last: { urls: string | null; origin: string | null; read: TestUrls | null } = { urls: null, origin: null, read: null };
/** Reads again only the lines a change touched: a keystroke in a list of 1,000,000 lines reads one or three. */
const reader = new UrlListReader();

/** The reading of the state's URL list (memoised on the two fields' text). */
export function selectTestUrls(s: RobotsState): TestUrls {
  const { urls, origin } = s.inputs;
  if (last.read && last.urls === urls && last.origin === origin) return last.read;
  const o = readOrigin(origin);
  last.read = { ...reader.read(urls, o.origin), origin: o };
  last.urls = urls;
  last.origin = origin;
  return last.read;
}
