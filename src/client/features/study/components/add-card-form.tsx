import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { useCreateFlashCard } from '../api/create-flash-card.ts';
import { checkCardTexts } from './card-texts.ts';

/** One more card at the end of the set; the fields empty at once for the next, and refill if saving fails. */
export function AddCardForm({ setId }: { setId: string }) {
  const create = useCreateFlashCard();
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCardTexts(front, back);
    setError(problem);
    if (problem) return;
    const typed = { front, back };
    create.mutate(
      { studySetId: setId, front: front.trim(), back: back.trim() },
      {
        onError: () => {
          setFront(typed.front);
          setBack(typed.back);
        },
      },
    );
    setFront('');
    setBack('');
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-card-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <h3 id="add-card-title" className="font-semibold text-fg">Add a card</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextArea label="Front" value={front} onChange={(event) => setFront(event.target.value)} rows={2} className="[&_textarea]:min-h-16" />
        <TextArea label="Back" value={back} onChange={(event) => setBack(event.target.value)} rows={2} className="[&_textarea]:min-h-16" />
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-danger-text">{error}</p> : null}
      <Button type="submit" className="self-start">
        <PlusIcon className="size-5" />
        Add card
      </Button>
    </form>
  );
}
