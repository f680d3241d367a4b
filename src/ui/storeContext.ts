/**
 * The session's store, handed to the views through a React context (zustand docs: "Initialize
 * state with props": a vanilla store in React.context, read with useStore). No view imports a
 * store: whoever renders them provides the one they show (src/main.tsx, the page's session).
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RobotsState, RobotsStore } from '../state/store.ts';

export const StoreContext = createContext<RobotsStore | null>(null);

/** The store the views around are showing, for an action (setInputs(store, ...)) or a read at a click. */
export function useSessionStore(): RobotsStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSessionStore outside <StoreContext.Provider>');
  return store;
}

/** A slice of the session's state; the view renders again when it changes (module-level selectors, or useShallow). */
export function useRobots<T>(selector: (s: RobotsState) => T): T {
  return useStore(useSessionStore(), selector);
}
