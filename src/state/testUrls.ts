/**
 * The URLs the workbench tests: the URL list field and the origin field read by core
 * readUrlList, once per change of either. The controller sends `urls` to the worker and the
 * URL field shows `flagged` and `duplicates` from the same reading, so what is tested and what
 * is said about the list can never differ. (A list of 100,000 lines takes some 100 ms to read;
 * reading it once per change, not once per reader, keeps that off every other keystroke.)
 */
import { readOrigin, readUrlList, type Origin, type UrlList } from '../core/urlList.ts';
import type { RobotsState } from './store.ts';

export interface TestUrls extends UrlList {
  origin: Origin;
}

const last: { urls: string | null; origin: string | null; read: TestUrls | null } = { urls: null, origin: null, read: null };

/** The reading of the state's URL list (memoised on the two fields' text). */
export function selectTestUrls(s: RobotsState): TestUrls {
  const { urls, origin } = s.inputs;
  if (last.read && last.urls === urls && last.origin === origin) return last.read;
  const o = readOrigin(origin);
  last.read = { ...readUrlList(urls, o.origin), origin: o };
  last.urls = urls;
  last.origin = origin;
  return last.read;
}
