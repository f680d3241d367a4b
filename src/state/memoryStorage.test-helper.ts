/** A Storage in memory for the autosave tests; `quota` (characters per value) makes it refuse like a full one. */
import type { KeyValue } from './autosave.ts';

export function memoryStorage(quota = Infinity): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    get length() { return data.size; },
  };
}
