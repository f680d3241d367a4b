/**
 * The "?" that opens the keyboard shortcuts, heard from the page's start, while the list itself
 * (ShortcutSheet.tsx) loads when first asked for: a "?" pressed before it came opens it once here.
 */
import { useEffect } from 'react';

/** "?" typed where it is not text: not in the editor, a field or a list that takes keys. */
export function asksForSheet(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const t = e.target as HTMLElement | null;
  return !(t && (t.isContentEditable || t.closest('input, textarea, select, .cm-editor, [role="grid"]')));
}

/** Calls `onOpen` when the person asks for the shortcut list with "?". */
export function useShortcutKey(onOpen: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!asksForSheet(e)) return;
      e.preventDefault();
      onOpen();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onOpen]);
}
