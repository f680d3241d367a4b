/**
 * Saving and opening a test suite (URLs, crawlers, origin, profile) as a file (issue 11 §4;
 * the format is state/suite.ts). Opening one replaces the test inputs only, never the document,
 * through `replace` (app/replace.ts), which keeps the suite it replaces with its document when
 * the person edited it; a file that is not a suite changes nothing and says why.
 */
import { parseSuite, serializeSuite } from '../state/suite.ts';
import { setCrawlers, setExpectationList, setInputs, showMessage, type RobotsStore } from '../state/store.ts';
import { saveFile } from './download.ts';
import type { Replace } from './replace.ts';
import { countText } from '../core/words/countText.ts';
import { tooBigWords } from '../core/words/expectationFileWords.ts';

/** A suite file is a few lines per URL: more than this is not one. */
const MAX_SUITE_BYTES = 64 * 1024 * 1024;

export function saveSuite(store: RobotsStore): void {
  const { inputs, doc } = store.getState();
  const text = serializeSuite({
    urls: inputs.urls, crawlers: inputs.crawlers, origin: inputs.origin, profile: inputs.profile, expectations: inputs.expectations,
  });
  saveFile([text], `${fileStem(doc.fileName)}-suite.json`, 'application/json');
}

/** The document's name without its extension, as a file name can hold it: "robots" for "robots.txt". */
export function fileStem(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'robots';
}

/** `1 crawler`, `2 crawlers`. */
const counted = (n: number, noun: string) => `${countText(n)} ${noun}${n === 1 ? '' : 's'}`;

export async function openSuite(store: RobotsStore, file: File, replace: Replace): Promise<void> {
  if (file.size > MAX_SUITE_BYTES) {
    showMessage(store, 'error', `${file.name} is not a test suite Robotscope reads: ${tooBigWords(file.size, MAX_SUITE_BYTES, 'a test suite')}. Nothing was changed.`);
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch (err) {
    showMessage(store, 'error', `${file.name} could not be read (${String(err)}). Nothing was changed.`);
    return;
  }
  const read = parseSuite(text);
  if (!read.ok) {
    showMessage(store, 'error', `${file.name}: ${read.error}`);
    return;
  }
  const { urls, crawlers, origin, profile, expectations } = read.suite;
  const opened = replace('suite', () => {
    setInputs(store, { urls, origin, profile });
    setCrawlers(store, crawlers);
    // A suite saved before expectations existed leaves those on screen as they are.
    if (expectations) setExpectationList(store, expectations);
  });
  if (!opened) return;
  const marked = expectations ? `, ${counted(expectations.length, 'expectation')}` : '';
  showMessage(store, 'info', `Opened the test suite ${file.name}: ${counted(crawlers.length, 'crawler')}, ${counted(urls.split('\n').filter((l) => l.trim() !== '').length, 'URL line')}${marked}.`);
}
