import type { UploadEntry } from '../lib/upload-queue.ts';
import { CheckIcon, CloseIcon, RetryIcon } from '../../../components/ui/icons.tsx';
import { formatBytes } from '../../../lib/bytes.ts';
import { FileKindIcon } from './file-kind-icon.tsx';
import { iconButtonClass } from './folder-meta.ts';
import { ACCEPTED_FILES, pickerClass } from './upload-zone.tsx';

const percentOf = (entry: UploadEntry) => (entry.size > 0 ? Math.min(100, Math.floor((entry.sent / entry.size) * 100)) : 0);

function statusText(entry: UploadEntry): string {
  const percent = percentOf(entry);
  switch (entry.status) {
    case 'uploading':
      return entry.sent >= entry.size ? 'Checking the file…' : `${formatBytes(entry.sent)} of ${formatBytes(entry.size)} · ${percent}%`;
    case 'offline':
      return `Waiting for the connection · ${percent}% sent`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return entry.error ?? 'The upload failed.';
    case 'unfinished':
      return entry.error ?? 'Not finished: choose the file again to resume.';
  }
}

type UploadRowProps = {
  entry: UploadEntry;
  onCancel: () => void;
  onRetry: () => void;
  onResume: (file: File) => void;
};

/** One file on its way: its progress bar and what can be done with it now. */
export function UploadRow({ entry, onCancel, onRetry, onResume }: UploadRowProps) {
  const active = entry.status === 'uploading' || entry.status === 'offline';
  const troubled = entry.status === 'failed' || (entry.status === 'unfinished' && !!entry.error);
  return (
    <article aria-label={entry.name} className="rounded-2xl border border-line bg-surface p-2">
      <div className="flex items-center gap-2">
        <FileKindIcon name={entry.name} className="size-11" />
        <div className="flex min-w-0 flex-1 flex-col px-1">
          <span className="line-clamp-2 font-medium break-words text-fg">{entry.name}</span>
          <span className={`inline-flex items-center gap-1 text-sm ${troubled ? 'text-danger-text' : 'text-muted'}`}>
            {entry.status === 'done' ? <CheckIcon className="size-4 text-success" /> : null}
            {statusText(entry)}
          </span>
        </div>
        {entry.status === 'failed' && entry.retryable ? (
          <button type="button" aria-label={`Retry upload of ${entry.name}`} onClick={onRetry} className={iconButtonClass}>
            <RetryIcon className="size-5" />
          </button>
        ) : null}
        {entry.status === 'unfinished' ? (
          <label className={`${pickerClass} border border-line text-fg hover:bg-muted-surface`}>
            Resume
            <input
              type="file"
              accept={ACCEPTED_FILES}
              aria-label={`Choose ${entry.name} again to resume`}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onResume(file);
              }}
            />
          </label>
        ) : null}
        <button type="button" aria-label={`${active ? 'Cancel upload of' : entry.status === 'unfinished' ? 'Discard upload of' : 'Dismiss'} ${entry.name}`} onClick={onCancel} className={iconButtonClass}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      {active ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${entry.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentOf(entry)}
          className="mx-1 mt-2 mb-1 h-2 overflow-hidden rounded-full bg-muted-surface"
        >
          <div className={`h-full rounded-full transition-[width] ${entry.status === 'offline' ? 'bg-line-strong' : 'bg-primary'}`} style={{ width: `${percentOf(entry)}%` }} />
        </div>
      ) : null}
    </article>
  );
}
