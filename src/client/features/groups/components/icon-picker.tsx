import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ICON_ACCEPT, IconError, resizeIcon } from '../lib/group-icon.ts';
import { GroupIcon } from './group-icon.tsx';

type IconPickerProps = {
  name: string;
  /** A data: URL, or null for the icon drawn from the initials. */
  value: string | null;
  onChange: (icon: string | null) => void;
};

/** Chooses between the generated initials icon and an uploaded picture (shrunk here to 128 px). */
export function IconPicker({ name, value, onChange }: IconPickerProps) {
  const id = useId();
  const [mode, setMode] = useState<'initials' | 'picture'>(value ? 'picture' : 'initials');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      onChange(await resizeIcon(file));
    } catch (cause) {
      setError(cause instanceof IconError ? cause.message : 'This picture could not be read. Choose another one.');
    } finally {
      setReading(false);
    }
  };

  const choose = (next: 'initials' | 'picture') => {
    setMode(next);
    setError(null);
    if (next === 'initials') onChange(null);
  };

  const option = 'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium has-[:checked]:border-primary-text has-[:checked]:bg-muted-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-text';

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">Icon</legend>
      <div className="flex items-center gap-4">
        <GroupIcon name={name || 'Group'} icon={mode === 'picture' ? value : null} size="lg" />
        <div className="flex flex-1 flex-col gap-2 sm:flex-row">
          <label className={option}>
            <input type="radio" name={`${id}-mode`} checked={mode === 'initials'} onChange={() => choose('initials')} className="size-4 accent-current" />
            Initials
          </label>
          <label className={option}>
            <input type="radio" name={`${id}-mode`} checked={mode === 'picture'} onChange={() => choose('picture')} className="size-4 accent-current" />
            Upload a picture
          </label>
        </div>
      </div>
      {mode === 'picture' ? (
        <div className="flex flex-col gap-1">
          <label
            htmlFor={`${id}-file`}
            className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold text-fg hover:bg-muted-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-text"
          >
            {reading ? <Spinner className="size-4" /> : null}
            {value ? 'Choose another picture' : 'Choose a picture'}
            <input id={`${id}-file`} type="file" accept={ICON_ACCEPT} className="sr-only" onChange={(event) => void pick(event.target.files?.[0])} />
          </label>
          <p className="text-sm text-muted">PNG, JPEG, GIF or WebP; shown as a 128 px square.</p>
          {error ? <p role="alert" className="text-sm font-medium text-danger-text">{error}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
