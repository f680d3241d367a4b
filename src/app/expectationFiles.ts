/**
 * Expectations as the file `robotscope test --expect` reads (core EXPECTATIONS_FORMAT): exported
 * from the grid for CI, imported from a file a person or a script wrote. Importing merges: a cell
 * the file names takes the file's expectation, every other mark is kept, and the message says
 * what was new, replaced and kept, with a button for the file's alone (it also takes the file's
 * profile, the one the CLI would check with); a file that is not one changes nothing and says why.
 */
import { READING_CHOICE_WORDS, readExpectationBytes, writeExpectations } from '../core/index.ts';
import { checkCellExpectations, describeMerge, mergeExpectations } from '../state/cellExpectations.ts';
import { setExpectationList, setInputs, showMessage, type RobotsStore } from '../state/store.ts';
import { saveFile } from './download.ts';
import { fileStem } from './suiteFiles.ts';
import { countText } from '../core/words/countText.ts';
import { notReadWords, tooBigWords } from '../core/words/expectationFileWords.ts';

/** An expectations file is a line or two per cell: past this it is not one. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

export function exportExpectations(store: RobotsStore): void {
  const { inputs, doc } = store.getState();
  // No profile in the file for `documented`: `robotscope test` reads each crawler as documented by default.
  const text = writeExpectations({ profile: inputs.profile === 'documented' ? null : inputs.profile, expectations: [...inputs.expectations] });
  saveFile([text], `${fileStem(doc.fileName)}-expectations.json`, 'application/json');
}

/**
 * Imports `file`'s expectations. `asked`: the button the person used; a file picked with Open suite
 * comes here when its first characters are an expectations file's (jsonFiles.ts openJsonAs), and a
 * refusal then says it is not the suite asked for.
 */
export async function importExpectations(store: RobotsStore, file: File, asked: 'suite' | 'expectations' = 'expectations'): Promise<void> {
  const refuse = (why: string) => showMessage(store, 'error', notReadWords(file.name, why, asked));
  if (file.size > MAX_FILE_BYTES) return void refuse(tooBigWords(file.size, MAX_FILE_BYTES, 'an expectations file'));
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (err) {
    return void refuse(`it could not be read (${String(err)})`);
  }
  const read = readExpectationBytes(bytes);
  if (!read.ok) return void refuse(read.error);
  const { profile, expectations } = read.value;
  const before = store.getState().inputs.expectations;
  if (profile !== null && profile !== store.getState().inputs.profile) setInputs(store, { profile });
  const merged = mergeExpectations(before, expectations);
  setExpectationList(store, merged.list);
  const untested = checkCellExpectations(store.getState().results.matrix, expectations).untested;
  const parts = [
    describeMerge(file.name, merged),
    profile !== null ? `Read as the file says: ${READING_CHOICE_WORDS[profile]}.` : '',
    untested === 0 ? '' : untested === 1 ? '1 expectation is not tested: its URL or crawler is not in the test suite.'
      : `${countText(untested)} expectations are not tested: their URL or crawler is not in the test suite.`,
  ];
  // The marks set before are kept; one click gives the file's alone, as a CI run reads it.
  const fileOnly = mergeExpectations([], expectations).list;
  const action = merged.kept > 0 ? { label: 'Use only the file’s', run: () => setExpectationList(store, fileOnly) } : undefined;
  showMessage(store, 'info', parts.filter(Boolean).join(' '), action);
}
