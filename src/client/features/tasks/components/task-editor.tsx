import { useState } from 'react';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, type Task } from '../../../../contract/tasks.ts';
import { InlineEditForm } from '../../../components/ui/inline-edit-form.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateTask } from '../api/update-task.ts';

export const TITLE_REQUIRED = 'Give the task a title.';

/** The card turned into a form: title and description change in place (Escape keeps them). */
export function TaskEditor({ task, onDone }: { task: Task; onDone: () => void }) {
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  const [error, setError] = useState<string>();
  const update = useUpdateTask();

  const save = () => {
    if (!title.trim()) return setError(TITLE_REQUIRED);
    if (title.trim() !== task.title || description !== task.description) update.mutate({ taskId: task.id, changes: { title: title.trim(), description } });
    onDone();
  };

  return (
    <div className="rounded-xl border border-primary-text bg-surface p-3">
      <InlineEditForm label={`Edit ${task.title}`} onSave={save} onCancel={onDone}>
        <TextField label="Title" value={title} maxLength={TASK_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} error={error} autoFocus required />
        <TextArea label="Description" value={description} maxLength={TASK_DESCRIPTION_MAX} onChange={(event) => setDescription(event.target.value)} />
      </InlineEditForm>
    </div>
  );
}
