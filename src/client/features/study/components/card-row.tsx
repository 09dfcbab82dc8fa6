import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import type { Direction } from '../lib/card-order.ts';
import { checkCardTexts, dueLabel } from './card-texts.ts';

const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-muted-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-40';

type EditProps = { card: FlashCard; number: number; onSave: (front: string, back: string) => void; onCancel: () => void };

function CardEditor({ card, number, onSave, onCancel }: EditProps) {
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCardTexts(front, back);
    setError(problem);
    if (!problem) onSave(front.trim(), back.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Edit card ${number}`} onKeyDown={(event) => (event.key === 'Escape' ? onCancel() : undefined)} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextArea label="Front" value={front} onChange={(event) => setFront(event.target.value)} rows={2} autoFocus className="[&_textarea]:min-h-16" />
        <TextArea label="Back" value={back} onChange={(event) => setBack(event.target.value)} rows={2} className="[&_textarea]:min-h-16" />
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-danger-text">{error}</p> : null}
      <div className="flex gap-2 sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        <Button type="submit">Save card</Button>
      </div>
    </form>
  );
}

export type RowControl = Direction | 'delete';

type RowProps = {
  card: FlashCard;
  number: number;
  total: number;
  editable: boolean;
  /** Set (with a new token) to put the keyboard on one of the buttons: after this card moved, or after a delete left it in that place. */
  focusControl?: { control: RowControl; token: number };
  onMove: (direction: Direction) => void;
  onSave: (front: string, back: string) => void;
  onDelete: () => void;
};

/** One card of a set: both sides and when it is due for me; its owner edits it in place, moves it and deletes it. */
export function CardRow({ card, number, total, editable, focusControl, onMove, onSave, onDelete }: RowProps) {
  const [editing, setEditing] = useState(false);
  // Leaving the editor (which replaced the buttons) puts the keyboard back on "Edit card".
  const [edited, setEdited] = useState(false);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const pending = isOptimistic(card.id);

  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusControl) return;
    // Again once the card is in its new place: moving its node may have dropped the focus. Never taken from elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !row.current?.contains(active)) return;
    ({ up, down, delete: remove })[focusControl.control].current?.focus();
  }, [focusControl, number]);

  const closeEditor = () => {
    setEditing(false);
    setEdited(true);
  };
  if (editing) {
    return (
      <CardEditor
        card={card}
        number={number}
        onCancel={closeEditor}
        onSave={(front, back) => {
          closeEditor();
          onSave(front, back);
        }}
      />
    );
  }
  return (
    <article ref={row} aria-label={`Card ${number}`} aria-busy={pending || undefined} className="flex flex-col gap-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Front</p>
          <p className="break-words whitespace-pre-wrap text-fg">{card.front}</p>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Back</p>
          <p className="break-words whitespace-pre-wrap text-fg">{card.back}</p>
        </div>
      </div>
      <p className="text-sm text-muted">{pending ? 'Saving…' : dueLabel(card)}</p>
      {editable ? (
        <div className="-mb-2 flex justify-end gap-1">
          <button ref={up} type="button" aria-label={`Move card ${number} up`} disabled={pending || number === 1} onClick={() => onMove('up')} className={iconButtonClass}>
            <ArrowUpIcon className="size-5" />
          </button>
          <button ref={down} type="button" aria-label={`Move card ${number} down`} disabled={pending || number === total} onClick={() => onMove('down')} className={iconButtonClass}>
            <ArrowDownIcon className="size-5" />
          </button>
          <button type="button" aria-label={`Edit card ${number}`} disabled={pending} autoFocus={edited} onClick={() => setEditing(true)} className={iconButtonClass}>
            <PencilIcon className="size-5" />
          </button>
          <button ref={remove} type="button" aria-label={`Delete card ${number}`} disabled={pending} onClick={onDelete} className={`${iconButtonClass} hover:text-danger-text`}>
            <TrashIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </article>
  );
}
