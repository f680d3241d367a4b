/**
 * Whether the window is a phone's width (issue 24 §2): the grid then shows one crawler at a
 * time. The same width as the stylesheet's `@media (max-width: 600px)`, so the two never disagree.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 600px)';

const query = () => (typeof matchMedia === 'function' ? matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
