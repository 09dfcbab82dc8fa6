import { useId, useState, type FormEvent } from 'react';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type TaskColumn } from '../../../../contract/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import { useCreateTask } from '../api/create-task.ts';
import { TITLE_REQUIRED } from './task-editor.tsx';

type NewTaskDialogProps = { column: TaskColumn; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Title, description and due date of a new task at the end of `column`. It shows at once;
 * should saving fail, the dialog opens again with what was typed.
 */
export function NewTaskDialog({ column, open, onOpenChange }: NewTaskDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateTask();

  const reset = () => {
    setTitle('');
    setDescription('');
    setDueDate('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(TITLE_REQUIRED);
    const body = { taskColumnId: column.id, title: title.trim(), description: description.trim(), dueDate: dueDate || null };
    create.mutate({ body, standInId: optimisticId() }, { onSuccess: reset, onError: () => onOpenChange(true) });
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New task"
      description={`It goes at the end of ${column.title}.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Create task
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Title" value={title} maxLength={TASK_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} error={error} autoFocus required />
        <TextArea label="Description" hint="Optional." value={description} maxLength={TASK_DESCRIPTION_MAX} onChange={(event) => setDescription(event.target.value)} />
        <TextField label="Due date" hint="Optional." type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
      </form>
    </Modal>
  );
}
