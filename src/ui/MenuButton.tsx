/**
 * A menu button as the WAI-ARIA Authoring Practices describe it ("Menu Button"): Enter, Space
 * or ArrowDown opens the menu on its first item, ArrowUp on its last; arrows, Home and End
 * move; Enter or a click chooses; Escape closes it and gives focus back to the button; Tab or
 * a click elsewhere closes it. The File, View and Export menus (issue 24 §2) are each one.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from './useDismiss.ts';

export interface MenuItem {
  label: string;
  onSelect(): void;
  /** A choice among several (View › Theme): a menuitemradio, checked or not. */
  checked?: boolean;
  disabled?: boolean;
  /** Said after the label, muted ("12 of 9,583 URLs"). */
  note?: string;
}

interface Props {
  label: string;
  items: MenuItem[];
  className?: string;
  disabled?: boolean;
  /** Why the button is disabled, on hover. */
  title?: string;
  /** Each time the menu opens (Export loads its code then: issue 24 §3). */
  onOpen?(): void;
}

export function MenuButton({ label, items, className, disabled, title, onOpen }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  /** The item that has, or is to get, focus: keys pressed before the menu took it move this. */
  const target = useRef(0);
  const focusItem = (i: number) => {
    target.current = (i + items.length) % items.length;
    refs.current[target.current]?.focus();
  };
  const openAt = (i: number) => {
    onOpen?.();
    setOpen(true);
    target.current = i;
    // The menu takes focus once drawn; arrows pressed meanwhile (a fast typist, a busy machine)
    // went to the button and moved `target`, so none is lost.
    requestAnimationFrame(() => { if (document.activeElement === button.current) focusItem(target.current); });
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  // Escape (from an item, or from the button before the menu took focus: it does so a frame
  // after opening) and focus leaving: useDismiss.
  const dismiss = useDismiss(() => open, close);
  const onItemKey = (e: KeyboardEvent, i: number) => {
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) focusItem(moves[e.key]);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    e.preventDefault();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (open) focusItem(target.current + (down ? 1 : -1));
      else openAt(down ? 0 : items.length - 1);
    }
  };
  return (
    <div className={`menu ${className ?? ''}`} {...dismiss}>
      <button
        ref={button} type="button" className="menu-button" aria-haspopup="menu" aria-expanded={open} aria-controls={id}
        disabled={disabled} title={title} onClick={() => (open ? close(false) : openAt(0))} onKeyDown={onButtonKey}
      >
        {label}
        <span className="menu-caret" aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={id} role="menu" aria-label={label} className="menu-list">
          {items.map((item, i) => (
            <button
              key={item.label}
              ref={(el) => { refs.current[i] = el; }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              aria-disabled={item.disabled || undefined}
              tabIndex={-1}
              onKeyDown={(e) => onItemKey(e, i)}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
              {item.note && <span className="menu-note">{` ${item.note}`}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
