import { useEffect, useState, type DragEvent } from 'react';
import { ALLOWED_FILE_EXTENSIONS, RESUMABLE_UPLOAD_THRESHOLD_BYTES } from '../../../../contract/files.ts';
import { UploadIcon } from '../../../components/ui/icons.tsx';
import { formatBytes } from '../../../lib/bytes.ts';

export const ACCEPTED_FILES = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const pickerClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-text';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Where files are dropped, or picked with the system's chooser (the only way on a phone). */
export function UploadZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);

  // A file dropped beside the box would make the browser open it, leaving the page and its uploads.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const over = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <section
      aria-label="Upload files"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-4 text-center md:p-5 transition-colors ${dragging ? 'border-primary-text bg-muted-surface' : 'border-line-strong bg-surface'}`}
    >
      <UploadIcon className="hidden size-8 text-muted md:block" />
      {/* Phones have nothing to drag from: the button alone. */}
      <p className="hidden text-fg md:block">Drag files here, or</p>
      <label className={`${pickerClass} bg-primary text-on-primary hover:bg-hover hover:text-on-hover`}>
        Choose files
        <input
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same file may be chosen again (say after a failed upload).
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p className="text-sm text-muted">
        PDF, images, Word, PowerPoint, Excel, text or Markdown. Files over {formatBytes(RESUMABLE_UPLOAD_THRESHOLD_BYTES, 0)} carry on where they
        stopped if the connection drops.
      </p>
    </section>
  );
}
