import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateStudySet } from '../api/create-study-set.ts';
import { CardDrafts, checkDrafts, newDraft, type CardDraft } from './card-drafts.tsx';
import { checkSetFields, EMPTY_SET_FIELDS, setBodyOf, type SetFieldErrors } from './set-fields.ts';
import { SetFieldsEditor } from './set-fields-editor.tsx';

/** Making a set: its title, description, course and visibility, and its first cards, saved together. */
export function NewSetPage() {
  useDocumentTitle('New study set');
  const navigate = useNavigate();
  const create = useCreateStudySet();
  const [fields, setFields] = useState(EMPTY_SET_FIELDS);
  const [errors, setErrors] = useState<SetFieldErrors>({});
  const [drafts, setDrafts] = useState<CardDraft[]>(() => [newDraft()]);
  const [pasted, setPasted] = useState('');
  const [cardsError, setCardsError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSetFields(fields);
    const { cards, error } = checkDrafts(drafts, pasted);
    setErrors(found);
    setCardsError(error);
    if (Object.keys(found).length > 0 || error) return;
    create.mutate(
      { ...setBodyOf(fields), flashCards: cards },
      { onSuccess: (set) => void navigate({ to: '/study/sets/$setId', params: { setId: set.id }, replace: true }) },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">New study set</h1>
      <form noValidate onSubmit={submit} aria-label="New study set" className="flex flex-col gap-6">
        <SetFieldsEditor fields={fields} errors={errors} onChange={setFields} />
        <CardDrafts drafts={drafts} onChange={setDrafts} pasted={pasted} onPastedChange={setPasted} error={cardsError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate({ to: '/study/sets' })}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create set
          </Button>
        </div>
      </form>
    </div>
  );
}
