/*
 * What someone I blocked wrote in a place we both still belong to (a group): folded away
 * behind "You blocked this person", with a Show button for when I want to read it anyway.
 */
import { useState, type ReactNode } from 'react';
import { useIsBlocked } from '../lib/blocks.ts';

export const BLOCKED_FOLD_TEXT = 'You blocked this person';

export function BlockedFold({ authorId, compact = false, children }: { authorId: string; compact?: boolean; children: ReactNode }) {
  const blocked = useIsBlocked(authorId);
  const [shown, setShown] = useState(false);
  if (!blocked || shown) return children;
  return (
    <div className={`flex items-center justify-between gap-3 rounded-2xl border border-dashed border-line bg-surface text-sm text-muted ${compact ? 'px-3 py-1' : 'px-4 py-2'}`}>
      <span>{BLOCKED_FOLD_TEXT}</span>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary-text hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        Show
      </button>
    </div>
  );
}
