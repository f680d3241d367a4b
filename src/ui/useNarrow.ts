/** Whether the window is a phone's width (app/narrow.ts), as it changes. */
import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '../app/narrow.ts';

const query = () => (typeof matchMedia === 'function' ? matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
