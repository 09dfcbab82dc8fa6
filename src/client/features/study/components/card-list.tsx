import { useState } from 'react';
import type { FlashCard } from '../../../../contract/study.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteFlashCard } from '../api/delete-flash-card.ts';
import { useUpdateFlashCard } from '../api/update-flash-card.ts';
import { positionForMove, type Direction } from '../lib/card-order.ts';
import { focusOnMount } from '../lib/focus-on-mount.ts';
import { CardRow, type RowControl } from './card-row.tsx';

/** The button to put the keyboard on next: in the card moved, or in the place a deleted card left (the card after it, else the one before). */
type KeyboardSpot = { control: RowControl; token: number } & ({ cardId: string } | { index: number });

/** The move button to keep the keyboard on: the same, unless the card reached that end (where it is disabled). */
function buttonAfterMove(index: number, direction: Direction, count: number): Direction {
  if (direction === 'up') return index - 1 === 0 ? 'down' : 'up';
  return index + 1 === count - 1 ? 'up' : 'down';
}

/** A set's cards in order; its owner edits, moves (one place at a time, by button) and deletes them. */
export function CardList({ setId, cards, editable }: { setId: string; cards: FlashCard[]; editable: boolean }) {
  const update = useUpdateFlashCard();
  const remove = useDeleteFlashCard();
  const [deleting, setDeleting] = useState<{ cardId: string; index: number } | null>(null);
  const [spot, setSpot] = useState<KeyboardSpot>();
  const spotIndex = !spot ? -1 : 'cardId' in spot ? cards.findIndex((card) => card.id === spot.cardId) : Math.min(spot.index, cards.length - 1);

  const move = (index: number, direction: Direction) => {
    const card = cards[index];
    const position = positionForMove(cards, index, direction);
    if (!card || position === undefined) return;
    update.mutate({ studySetId: setId, cardId: card.id, changes: { position } });
    setSpot({ cardId: card.id, control: buttonAfterMove(index, direction, cards.length), token: (spot?.token ?? 0) + 1 });
  };
  // The card's delete button is gone once it is deleted, and the dialog cannot give the keyboard back to it.
  const closeConfirmation = () => {
    if (deleting) setSpot({ index: deleting.index, control: 'delete', token: (spot?.token ?? 0) + 1 });
    setDeleting(null);
  };
  const confirmation = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => (open ? undefined : closeConfirmation())}
      onConfirm={() => (deleting ? remove.mutateAsync({ studySetId: setId, cardId: deleting.cardId }).catch(() => undefined) : undefined)}
      consequence="This flash card will be deleted."
    />
  );

  if (cards.length === 0) {
    return (
      <>
        <p ref={spot ? focusOnMount : undefined} tabIndex={-1} className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">
          This set has no cards yet.
        </p>
        {confirmation}
      </>
    );
  }
  return (
    <>
      <ol aria-label="Cards" className="flex flex-col gap-3">
        {cards.map((card, index) => (
          <li key={card.id} className="rounded-2xl border border-line bg-surface p-4">
            <CardRow
              card={card}
              number={index + 1}
              total={cards.length}
              editable={editable}
              focusControl={index === spotIndex ? spot : undefined}
              onMove={(direction) => move(index, direction)}
              onSave={(front, back) => update.mutate({ studySetId: setId, cardId: card.id, changes: { front, back } })}
              onDelete={() => setDeleting({ cardId: card.id, index })}
            />
          </li>
        ))}
      </ol>
      {confirmation}
    </>
  );
}
