/* The cards of a set being made: typed one by one, or pasted many at once, before the set is saved. */
import { useEffect, useRef, useState } from 'react';
import { FLASH_CARDS_BULK_MAX, type NewFlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { cardsOf, parsePastedCards } from '../lib/parse-cards.ts';
import { PasteCards } from './paste-cards.tsx';

export type CardDraft = { key: number; front: string; back: string };

let nextKey = 0;
export const newDraft = (card: NewFlashCard = { front: '', back: '' }): CardDraft => ({ key: ++nextKey, ...card });

const blank = (draft: CardDraft) => !draft.front.trim() && !draft.back.trim();

/**
 * The cards to save, or the first problem with them: the drafts (blank ones left out), then the cards
 * still in the paste box's preview, since a student who sees them there expects them saved too.
 */
export function checkDrafts(drafts: CardDraft[], pasted = ''): { cards: NewFlashCard[]; error?: string } {
  const half = drafts.findIndex((draft) => !blank(draft) && (!draft.front.trim() || !draft.back.trim()));
  if (half >= 0) return { cards: [], error: `Card ${half + 1} needs a front and a back.` };
  const rows = parsePastedCards(pasted);
  const wrong = rows.find((row) => row.problem !== null);
  if (wrong) return { cards: [], error: `Pasted line ${wrong.line} makes no card: fix or remove it before creating the set.` };
  const typed = drafts.filter((draft) => !blank(draft)).map((draft) => ({ front: draft.front.trim(), back: draft.back.trim() }));
  const cards = [...typed, ...cardsOf(rows)];
  if (cards.length > FLASH_CARDS_BULK_MAX) return { cards: [], error: `A set is made with at most ${FLASH_CARDS_BULK_MAX} cards; add more once it is saved.` };
  return { cards };
}

/** `pasted`: the paste box's text, held by the form so that `checkDrafts` can save its cards. */
type Props = { drafts: CardDraft[]; onChange: (drafts: CardDraft[]) => void; pasted: string; onPastedChange: (text: string) => void; error?: string };

export function CardDrafts({ drafts, onChange, pasted, onPastedChange, error }: Props) {
  const change = (key: number, side: 'front' | 'back', value: string) => onChange(drafts.map((draft) => (draft.key === key ? { ...draft, [side]: value } : draft)));
  const kept = drafts.filter((draft) => !blank(draft));
  // The buttons pressed go (remove) or turn disabled (the paste box's add), so the keyboard moves on:
  // to the remove button now in that place (else the one before, else "Add a card"), or to the first pasted card.
  const section = useRef<HTMLElement>(null);
  const removedAt = useRef<number | null>(null);
  const [firstPasted, setFirstPasted] = useState<number>();
  useEffect(() => {
    const index = removedAt.current;
    removedAt.current = null;
    if (index === null || !section.current) return;
    const removers = section.current.querySelectorAll<HTMLElement>('[data-draft-remove]');
    (removers[Math.min(index, removers.length - 1)] ?? section.current.querySelector<HTMLElement>('[data-draft-add]'))?.focus();
  }, [drafts]);
  const remove = (index: number) => {
    removedAt.current = index;
    onChange(drafts.filter((_, at) => at !== index));
  };
  const addPasted = (cards: NewFlashCard[]) => {
    const added = cards.map((card) => newDraft(card));
    setFirstPasted(added[0]?.key);
    onChange([...kept, ...added]);
  };

  return (
    <section ref={section} aria-labelledby="cards-heading" className="flex flex-col gap-3">
      <h2 id="cards-heading" className="text-lg font-semibold text-fg">Cards</h2>
      <ol aria-label="New cards" className="flex flex-col gap-3">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="grid gap-3 rounded-2xl border border-line bg-surface p-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextArea
              label={`Front of card ${index + 1}`}
              value={draft.front}
              onChange={(event) => change(draft.key, 'front', event.target.value)}
              autoFocus={draft.key === firstPasted}
              rows={2}
              className="[&_textarea]:min-h-16"
            />
            <TextArea label={`Back of card ${index + 1}`} value={draft.back} onChange={(event) => change(draft.key, 'back', event.target.value)} rows={2} className="[&_textarea]:min-h-16" />
            <Button variant="ghost" aria-label={`Remove card ${index + 1}`} data-draft-remove className="self-end" onClick={() => remove(index)}>
              <TrashIcon className="size-5" />
            </Button>
          </li>
        ))}
      </ol>
      {error ? <p role="alert" className="text-sm font-medium text-danger-text">{error}</p> : null}
      <Button variant="secondary" data-draft-add className="self-start" onClick={() => onChange([...drafts, newDraft()])}>
        <PlusIcon className="size-5" />
        Add a card
      </Button>
      <details className="rounded-2xl border border-line bg-surface p-3 open:pb-4">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-fg focus-visible:outline-2 focus-visible:outline-primary-text">Paste many cards</summary>
        <PasteCards
          room={FLASH_CARDS_BULK_MAX - kept.length}
          text={pasted}
          onTextChange={onPastedChange}
          onAdd={addPasted}
        />
      </details>
    </section>
  );
}
