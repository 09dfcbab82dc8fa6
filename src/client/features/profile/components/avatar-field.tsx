import { useEffect, useId, useMemo, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';

export const AVATAR_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
export const NOT_A_PHOTO = 'That file is not a photo. Choose a JPEG, PNG, GIF or WebP image.';

const isPhoto = (file: File) => AVATAR_TYPES.split(',').includes(file.type);

type AvatarFieldProps = { name: string; currentUrl: string | null; file: File | null; onFileChange: (file: File | null) => void; label?: string };

/** Picks a photo and previews it; the parent decides when to upload. */
export function AvatarField({ name, currentUrl, file, onFileChange, label = 'Profile photo' }: AvatarFieldProps) {
  const id = useId();
  const hintId = useId();
  // A file the picker let through anyway ("All files"), refused before anything is sent.
  const [refused, setRefused] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="flex items-center gap-4">
      {preview ? <img src={preview} alt="" className="size-16 rounded-full object-cover" /> : <Avatar name={name} url={currentUrl} size="lg" />}
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-line px-4 text-sm font-semibold text-fg hover:bg-muted-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-text"
        >
          {file ? 'Choose another photo' : label}
          <input
            id={id}
            type="file"
            accept={AVATAR_TYPES}
            className="sr-only"
            aria-describedby={hintId}
            aria-invalid={refused || undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !isPhoto(chosen)) {
                event.target.value = '';
                setRefused(true);
                return;
              }
              setRefused(false);
              onFileChange(chosen);
            }}
          />
        </label>
        {refused ? (
          <p id={hintId} role="alert" className="text-sm font-medium text-danger-text">
            {NOT_A_PHOTO}
          </p>
        ) : (
          <p id={hintId} className="text-sm text-muted">
            {file ? file.name : 'JPEG, PNG, GIF or WebP.'}
          </p>
        )}
      </div>
    </div>
  );
}
