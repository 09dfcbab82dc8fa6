import { Button } from '../../../components/ui/button.tsx';
import { formatClock } from './note-meta.ts';

/** Offers back the text kept from an editor that was closed without saving. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-secondary bg-secondary/15 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-fg">Restore draft from {formatClock(savedAt)}?</p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>Discard</Button>
      </div>
    </div>
  );
}
