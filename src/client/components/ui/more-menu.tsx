/*
 * The "…" menu of one thing (a post, a comment, a message, a person): a small list of
 * less common actions such as Report or Block. The keyboard works as a menu should:
 * the first item takes focus on open, arrows move, Escape closes and returns focus.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DotsIcon } from './icons.tsx';

export type MoreMenuItem = { label: string; onSelect: () => void; tone?: 'default' | 'danger' };

export type MoreMenuProps = {
  /** The button's accessible name, e.g. "More actions on Ama's post". */
  label: string;
  items: MoreMenuItem[];
  className?: string;
  /** Which edge of the button the menu lines up with, and whether it opens below or above it (inside a scrolling thread). */
  align?: 'start' | 'end';
  side?: 'below' | 'above';
  /** What the button shows instead of "…" (the account menu shows my avatar). */
  icon?: ReactNode;
};

export function MoreMenu({ label, items, className = '', align = 'end', side = 'below', icon }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key in moves && entries.length > 0) {
      event.preventDefault();
      entries[((moves[event.key] ?? 0) + entries.length) % entries.length]?.focus();
    }
  };

  if (items.length === 0) return null;
  return (
    <div ref={root} onKeyDown={open ? onKeyDown : undefined} className={`relative ${className}`}>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-muted-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        {icon ?? <DotsIcon className="size-5" />}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`absolute z-30 flex ${align === 'end' ? 'right-0' : 'left-0'} ${side === 'below' ? 'top-full mt-1' : 'bottom-full mb-1'} min-w-44 flex-col rounded-xl border border-line bg-surface p-1 shadow-lg`}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                // The item is about to go; a dialog it opens must see the menu button as its opener.
                trigger.current?.focus();
                item.onSelect();
              }}
              className={`flex min-h-11 items-center rounded-lg px-3 text-left text-sm font-medium hover:bg-muted-surface focus-visible:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text ${
                item.tone === 'danger' ? 'text-danger-text' : 'text-fg'
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
