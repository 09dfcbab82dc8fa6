import type { FlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';

type Props = { card: FlashCard; flipped: boolean; onFlip: () => void };

/** The card being studied: its front, and its back once flipped (a tap on the card or Space flips it). */
export function SessionCard({ card, flipped, onFlip }: Props) {
  return (
    <>
      {/* A big target for a thumb; keyboards have the button below and Space. */}
      <div onClick={onFlip} className="flex min-h-64 min-w-0 cursor-pointer flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
        <p className="w-full text-xl font-semibold whitespace-pre-wrap wrap-anywhere text-fg">{card.front}</p>
        {flipped ? (
          <>
            <hr className="w-full border-line" />
            <p className="w-full text-lg whitespace-pre-wrap wrap-anywhere text-fg">{card.back}</p>
          </>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {flipped ? `Answer: ${card.back}` : ''}
      </p>
      {flipped ? null : (
        <Button onClick={onFlip} className="w-full">
          Show answer <kbd className="ml-1 rounded border border-current px-1 text-xs font-normal opacity-80">Space</kbd>
        </Button>
      )}
    </>
  );
}
