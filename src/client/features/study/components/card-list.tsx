import { useState } from 'react';
import type { FlashCard } from '../../../../contract/study.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteFlashCard } from '../api/delete-flash-card.ts';
import { useUpdateFlashCard } from '../api/update-flash-card.ts';
import { positionForMove, type Direction } from '../lib/card-order.ts';
import { CardRow } from './card-row.tsx';

type Moved = { cardId: string; direction: Direction; token: number };

/** The move button to keep the keyboard on: the same, unless the card reached that end (where it is disabled). */
function buttonAfterMove(index: number, direction: Direction, count: number): Direction {
  if (direction === 'up') return index - 1 === 0 ? 'down' : 'up';
  return index + 1 === count - 1 ? 'up' : 'down';
}

/** A set's cards in order; its owner edits, moves (one place at a time, by button) and deletes them. */
export function CardList({ setId, cards, editable }: { setId: string; cards: FlashCard[]; editable: boolean }) {
  const update = useUpdateFlashCard();
  const remove = useDeleteFlashCard();
  const confirm = useConfirm();
  const [moved, setMoved] = useState<Moved>();

  const move = (index: number, direction: Direction) => {
    const card = cards[index];
    const position = positionForMove(cards, index, direction);
    if (!card || position === undefined) return;
    update.mutate({ studySetId: setId, cardId: card.id, changes: { position } });
    setMoved({ cardId: card.id, direction: buttonAfterMove(index, direction, cards.length), token: (moved?.token ?? 0) + 1 });
  };

  if (cards.length === 0) return <p className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">This set has no cards yet.</p>;
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
              focusMove={moved?.cardId === card.id ? moved : undefined}
              onMove={(direction) => move(index, direction)}
              onSave={(front, back) => update.mutate({ studySetId: setId, cardId: card.id, changes: { front, back } })}
              onDelete={() => confirm.ask(() => remove.mutateAsync({ studySetId: setId, cardId: card.id }).catch(() => undefined), 'This flash card will be deleted.')}
            />
          </li>
        ))}
      </ol>
      {confirm.dialog}
    </>
  );
}
