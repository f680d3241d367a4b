/**
 * The editor's parts a first verdict does not need, loaded when the editor first has the focus or the page is idle after its start (issue 24
 * §3, lateLoad.ts): search (its panel, keys and the selection's other matches) and completion
 * (its list, keys, the paths index and the robots.txt source). About 16 kB gzip of
 * @codemirror/search and @codemirror/autocomplete that no longer hold up the page's start.
 */
import { completionKeymap } from '@codemirror/autocomplete';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import type { Extension } from '@codemirror/state';
import { keymap, type Command, type KeyBinding } from '@codemirror/view';
import { robotsCompletion } from './completion.ts';

/** What lateLoad.ts puts in its compartment. */
export function lateExtensions(): Extension {
  return [highlightSelectionMatches(), search({ top: true }), keymap.of(searchKeymap), robotsCompletion()];
}

/** The bindings a key pressed before this module came may stand for (lateLoad.ts LATE_KEYS). */
const BINDINGS: readonly KeyBinding[] = [...searchKeymap, ...completionKeymap];

/**
 * The command `binding` (by its key, or its macOS key) runs here, `shifted` its Shift variant;
 * null when none does.
 */
export function lateCommand(binding: Pick<KeyBinding, 'key' | 'mac'>, shifted: boolean): Command | null {
  const found = BINDINGS.find((b) => (binding.key !== undefined ? b.key === binding.key : b.mac === binding.mac));
  return (shifted ? found?.shift : found?.run) ?? null;
}
