/**
 * How a menu or disclosure put over the page closes (review19 L1: it was written twice, in
 * MenuButton and CompareMenu): Escape inside it closes it and gives focus back to what opened
 * it; focus going elsewhere (Tab, a click on the page) closes it and leaves focus there.
 * Spread the handlers on the element that holds both the opener and the list.
 *
 * Only Chromium runs the e2e: where a click does not focus a <button> (Safari, Firefox on
 * macOS), a press on an item blurs the opener with no relatedTarget and closes the list before
 * the click lands; untested there.
 */
import type { FocusEvent, KeyboardEvent } from 'react';

export interface DismissOptions {
  /** Keep it open while the window itself has lost focus (a file chooser opened from it). */
  keepWhileWindowBlurred?: boolean;
}

export function useDismiss(isOpen: () => boolean, close: (refocus: boolean) => void, options: DismissOptions = {}) {
  return {
    onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'Escape' || !isOpen()) return;
      e.preventDefault();
      close(true);
    },
    onBlur(e: FocusEvent<HTMLElement>) {
      if (options.keepWhileWindowBlurred && !document.hasFocus()) return;
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(false);
    },
  };
}
