import { useId, useState, type FormEvent } from 'react';
import { FOLDER_NAME_MAX } from '../../../../contract/files.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type FolderNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Called with the trimmed name; the dialog closes at once (the list shows the change optimistically). */
  onSubmit: (name: string) => void;
};

/** A folder's name, for a new folder or a new name. Remount it (key) to start from `initialName` again. */
export function FolderNameDialog({ open, onOpenChange, title, submitLabel, initialName = '', onSubmit }: FolderNameDialogProps) {
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the folder a name.');
    onSubmit(trimmed);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label="Folder name"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          placeholder="Lecture slides, past papers…"
          error={error}
          required
          autoFocus
        />
      </form>
    </Modal>
  );
}
