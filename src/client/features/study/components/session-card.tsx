import type { FlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { focusOnMount } from '../lib/focus-on-mount.ts';

/** `takeFocus`: the keyboard follows the student's last step, to "Show answer" or, once flipped, to the answer. */
type Props = { card: FlashCard; flipped: boolean; onFlip: () => void; shortcuts: boolean; takeFocus: boolean };

/** The card being studied: its front, and its back once flipped (a tap on the card, the button or Space flips it). */
export function SessionCard({ card, flipped, onFlip, shortcuts, takeFocus }: Props) {
  return (
    <>
      {/* A big target for a thumb; keyboards have the button below and Space. */}
      <div onClick={onFlip} className="flex min-h-64 min-w-0 cursor-pointer flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
        <p className="w-full text-xl font-semibold whitespace-pre-wrap wrap-anywhere text-fg">{card.front}</p>
        {flipped ? (
          // The keyboard lands here, not on "Again": the Enter or Space that flipped the card, pressed
          // again or held, would otherwise rate it. Tab goes on to the answers; the live region reads the back.
          <div
            ref={takeFocus ? focusOnMount : undefined}
            tabIndex={-1}
            role="group"
            aria-label="Answer"
            className="flex w-full flex-col gap-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-text"
          >
            <hr className="w-full border-line" />
            <p className="w-full text-lg whitespace-pre-wrap wrap-anywhere text-fg">{card.back}</p>
          </div>
        ) : null}
      </div>
      {flipped ? null : (
        <Button onClick={onFlip} autoFocus={takeFocus} aria-keyshortcuts={shortcuts ? 'Space' : undefined} className="w-full">
          Show answer
          {/* The button's own text colour (on-primary), at full strength: it meets 4.5:1 on every theme. */}
          {shortcuts ? <kbd aria-hidden="true" className="ml-1 rounded border border-current px-1 text-xs font-normal">Space</kbd> : null}
        </Button>
      )}
    </>
  );
}
