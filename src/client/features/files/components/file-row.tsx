import type { FileItem } from '../../../../contract/files.ts';
import { fileKindOf } from '../../../../contract/files.ts';
import { DownloadIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { formatBytes } from '../../../lib/bytes.ts';
import { useLowData } from '../../../lib/use-low-data.ts';
import { FileKindIcon, fileKindLabel } from './file-kind-icon.tsx';
import { iconButtonClass } from './folder-meta.ts';

const mainClass = 'flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-xl px-1 text-left hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

/** The image's thumbnail once the server has made it, its kind icon until then (and in low-data mode). */
function Thumbnail({ file }: { file: FileItem }) {
  const lowData = useLowData();
  if (fileKindOf(file.name) === 'image' && file.thumbnailUrl && !lowData) {
    return <img src={file.thumbnailUrl} alt={fileKindLabel(file.name)} loading="lazy" className="size-12 shrink-0 rounded-xl bg-muted-surface object-cover" />;
  }
  return <FileKindIcon name={file.name} />;
}

type FileRowProps = { file: FileItem; onPreview: () => void; onDelete: () => void };

/** A file: images preview on tap, PDFs open in the browser's viewer, anything else downloads. */
export function FileRow({ file, onPreview, onDelete }: FileRowProps) {
  const kind = fileKindOf(file.name);
  const body = (
    <>
      <Thumbnail file={file} />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-fg">{file.name}</span>
        <span className="text-sm text-muted">
          {formatBytes(file.sizeBytes)} · <TimeAgo iso={file.createdAt} />
        </span>
      </span>
    </>
  );
  return (
    <article className="flex items-center gap-1 rounded-2xl border border-line bg-surface p-2">
      {kind === 'image' ? (
        <button type="button" aria-label={`Preview ${file.name}`} aria-haspopup="dialog" onClick={onPreview} className={mainClass}>
          {body}
        </button>
      ) : kind === 'pdf' ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${file.name} in a new tab`} className={mainClass}>
          {body}
        </a>
      ) : (
        <a href={file.url} download={file.name} aria-label={`Download ${file.name}`} className={mainClass}>
          {body}
        </a>
      )}
      {kind === 'image' || kind === 'pdf' ? (
        <a href={file.url} download={file.name} aria-label={`Download ${file.name}`} className={iconButtonClass}>
          <DownloadIcon className="size-5" />
        </a>
      ) : null}
      <button type="button" aria-label={`Delete ${file.name}`} onClick={onDelete} className={`${iconButtonClass} hover:text-danger-text`}>
        <TrashIcon className="size-5" />
      </button>
    </article>
  );
}
