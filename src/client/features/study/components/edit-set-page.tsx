import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { StudySet } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStudySet } from '../api/get-study-set.ts';
import { useUpdateStudySet } from '../api/update-study-set.ts';
import { checkSetFields, setBodyOf, setFieldsOf, type SetFieldErrors } from './set-fields.ts';
import { SetFieldsEditor } from './set-fields-editor.tsx';

function EditSetForm({ set }: { set: StudySet }) {
  const navigate = useNavigate();
  const update = useUpdateStudySet();
  const [fields, setFields] = useState(() => setFieldsOf(set));
  const [errors, setErrors] = useState<SetFieldErrors>({});
  const back = () => navigate({ to: '/study/sets/$setId', params: { setId: set.id } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSetFields(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ setId: set.id, changes: setBodyOf(fields) });
    void back();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Edit study set" className="flex flex-col gap-6">
      <SetFieldsEditor fields={fields} errors={errors} onChange={setFields} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void back()}>
          Cancel
        </Button>
        <Button type="submit">Save changes</Button>
      </div>
    </form>
  );
}

/** Changing a set's title, description, course or visibility (its cards are edited on its page). */
export function EditSetPage({ setId }: { setId: string }) {
  const { data: set } = useStudySet(setId);
  useDocumentTitle(set ? `Edit ${set.title}` : 'Edit study set');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">Edit study set</h1>
      {set ? <EditSetForm set={set} /> : null}
    </div>
  );
}
