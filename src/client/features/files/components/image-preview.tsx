import type { FileItem } from '../../../../contract/files.ts';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PreviewImage } from './preview-image.tsx';

/** The full image, once its thumbnail was tapped. */
export function ImagePreview({ file, onClose }: { file: FileItem | null; onClose: () => void }) {
  return (
    <Modal
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={file?.name ?? ''}
      size="xl"
      footer={
        file ? (
          <a
            href={file.url}
            download={file.name}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            <DownloadIcon className="size-5" />
            Download
          </a>
        ) : null
      }
    >
      {file ? <PreviewImage key={file.id} file={file} /> : null}
    </Modal>
  );
}
