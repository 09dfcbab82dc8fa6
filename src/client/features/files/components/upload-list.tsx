import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { removeUpload, resumeUnfinished, retryUpload, type UploadEntry } from '../lib/upload-queue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { UploadRow } from './upload-row.tsx';

/** The folder's uploads: under way, finished, failed, or left unfinished by a reload. */
export function UploadList({ uploads }: { uploads: UploadEntry[] }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const finished = uploads.filter((entry) => entry.status === 'done');
  const failed = uploads.filter((entry) => entry.status === 'failed').length;
  // Announced when a count changes, not at every step of progress.
  const summary = `${finished.length} of ${uploads.length} ${uploads.length === 1 ? 'upload' : 'uploads'} finished${failed > 0 ? `, ${failed} failed` : ''}.`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-fg">Uploads</h2>
        {finished.length > 0 ? (
          <Button variant="ghost" onClick={() => finished.forEach((entry) => removeUpload(entry.id))}>
            Clear finished
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      <ul aria-label="Uploads" className="flex flex-col gap-2">
        {uploads.map((entry) => (
          <li key={entry.id}>
            <UploadRow
              entry={entry}
              onCancel={() => removeUpload(entry.id)}
              onRetry={() => retryUpload(entry.id)}
              onResume={(file) => resumeUnfinished(queryClient, entry.id, file)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
