import type { FileItem } from '../../../../contract/files.ts';
import { TapToLoad } from '../../../components/ui/tap-to-load.tsx';
import { formatBytes } from '../../../lib/bytes.ts';

/** The full image; in low-data mode its thumbnail (if any) and a button with its size until tapped. */
export function PreviewImage({ file }: { file: FileItem }) {
  const thumbnail = file.thumbnailUrl ? (
    <img src={file.thumbnailUrl} alt={`${file.name} (thumbnail)`} className="max-h-40 w-auto rounded-lg bg-muted-surface object-contain" />
  ) : null;
  return (
    <TapToLoad label={`Show image (${formatBytes(file.sizeBytes, 1)})`} placeholder={thumbnail} className="py-4">
      <img src={file.url} alt={file.name} className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-lg bg-muted-surface object-contain" />
    </TapToLoad>
  );
}
