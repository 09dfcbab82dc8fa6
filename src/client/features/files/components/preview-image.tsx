import { useState } from 'react';
import type { FileItem } from '../../../../contract/files.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatBytes } from '../../../lib/bytes.ts';
import { useLowData } from '../../../lib/use-low-data.ts';

/** The full image; in low-data mode its thumbnail (if any) and a button with its size until tapped. */
export function PreviewImage({ file }: { file: FileItem }) {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  if (!lowData || asked) {
    return <img src={file.url} alt={file.name} className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-lg bg-muted-surface object-contain" />;
  }
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      {file.thumbnailUrl ? <img src={file.thumbnailUrl} alt={`${file.name} (thumbnail)`} className="max-h-40 w-auto rounded-lg bg-muted-surface object-contain" /> : null}
      <Button onClick={() => setAsked(true)}>Show image ({formatBytes(file.sizeBytes, 1)})</Button>
    </div>
  );
}
