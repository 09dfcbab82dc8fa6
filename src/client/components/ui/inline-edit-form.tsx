/*
 * Editing in place: a small form that takes the place of what it edits, with Save and
 * Cancel; Escape cancels too.
 */
import { useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

type InlineEditFormProps = { label: string; onSave: () => void; onCancel: () => void; children: ReactNode };

export function InlineEditForm({ label, onSave, onCancel, children }: InlineEditFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      onKeyDown={(event) => (event.key === 'Escape' ? onCancel() : undefined)}
      className="flex w-full flex-col gap-3"
    >
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

type InlineRenameFormProps = {
  /** The form's accessible name, e.g. "Rename Done". */
  label: string;
  fieldLabel: string;
  value: string;
  maxLength: number;
  /** Shown when the name is left empty. */
  required: string;
  onRename: (name: string) => void;
  onDone: () => void;
};

/** One name edited in place; `onRename` gets it trimmed, and only when it changed. */
export function InlineRenameForm({ label, fieldLabel, value, maxLength, required, onRename, onDone }: InlineRenameFormProps) {
  const [name, setName] = useState(value);
  const [error, setError] = useState<string>();
  const save = () => {
    if (!name.trim()) return setError(required);
    if (name.trim() !== value) onRename(name.trim());
    onDone();
  };
  return (
    <InlineEditForm label={label} onSave={save} onCancel={onDone}>
      <TextField label={fieldLabel} value={name} maxLength={maxLength} onChange={(event) => setName(event.target.value)} error={error} autoFocus required />
    </InlineEditForm>
  );
}
