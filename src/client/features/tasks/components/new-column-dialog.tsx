import { useId, useState, type FormEvent } from 'react';
import { TASK_COLUMN_TITLE_MAX } from '../../../../contract/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import { useCreateColumn } from '../api/create-column.ts';

export const COLUMN_NAME_REQUIRED = 'Give the column a name.';

/** The name of a new column at the right end of the board; should saving fail, the dialog opens again. */
export function NewColumnDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateColumn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(COLUMN_NAME_REQUIRED);
    create.mutate({ title: title.trim(), standInId: optimisticId() }, { onSuccess: () => setTitle(''), onError: () => onOpenChange(true) });
    setError(undefined);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New column"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Add column
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField label="Column name" value={title} maxLength={TASK_COLUMN_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} error={error} required />
      </form>
    </Modal>
  );
}
