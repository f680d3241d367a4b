/**
 * What the page says, and what it shows of links, beside the document (the ui slice, storeUi.ts):
 * actions of the store, as storeActions.ts.
 */
import type { RobotsStore } from './storeState.ts';
import type { MessageAction, MessageKind, UiSlice } from './storeUi.ts';

let nextMessageId = 1;

/** Shows a message, with buttons; a message with the same text replaces the older one. */
export function showMessage(store: RobotsStore, kind: MessageKind, text: string, ...buttons: (MessageAction | undefined)[]): number {
  const id = nextMessageId++;
  const actions = buttons.filter((b) => b !== undefined);
  store.setState((s) => ({
    ui: { ...s.ui, messages: [...s.ui.messages.filter((m) => m.text !== text), { id, kind, text, actions }].slice(-4) },
  }));
  return id;
}

export function dismissMessage(store: RobotsStore, id: number): void {
  store.setState((s) => ({ ui: { ...s.ui, messages: s.ui.messages.filter((m) => m.id !== id) } }));
}

export function setUi(store: RobotsStore, patch: Partial<Pick<UiSlice, 'linkTooBig' | 'linkSuiteTooBig' | 'linkWithoutOther' | 'linkSearchLeftOut' | 'copied' | 'kept'>>): void {
  store.setState((s) => ({ ui: { ...s.ui, ...patch } }));
}
