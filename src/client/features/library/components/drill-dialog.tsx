import { useState, type FormEvent } from 'react';
import { STUDY_SET_TITLE_MAX } from '../../../../contract/study.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDrillCaseFlashes } from '../api/drill-case-flashes.ts';
import { FormDialog } from './form-dialog.tsx';

type DrillDialogProps = {
  onClose: () => void;
  caseFlashIds: string[];
  suggestedTitle: string;
  onCreated: (studySetId: string) => void;
};

/** Names the study set the chosen cases become: one flash card a case. */
export function DrillDialog({ onClose, caseFlashIds, suggestedTitle, onCreated }: DrillDialogProps) {
  const [title, setTitle] = useState(suggestedTitle);
  const [error, setError] = useState<string>();
  const drill = useDrillCaseFlashes({ mutationConfig: { onSuccess: (set) => onCreated(set.id) } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Give the study set a title.');
      return;
    }
    setError(undefined);
    drill.mutate({ title, caseFlashIds });
  };

  const count = caseFlashIds.length;
  return (
    <FormDialog
      title="Drill these cases"
      description={`A study set of ${count} flash ${count === 1 ? 'card' : 'cards'}: each case's name and citation on the front, its holding and ratio on the back.`}
      submitLabel="Create and study"
      pending={drill.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Study set title" value={title} onChange={(event) => setTitle(event.target.value)} error={error} maxLength={STUDY_SET_TITLE_MAX} required />
    </FormDialog>
  );
}
