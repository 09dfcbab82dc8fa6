import type { ComponentType } from 'react';
import { fileKindOf, type FileKind } from '../../../../contract/files.ts';
import { FileDocIcon, FileIcon, FileImageIcon, FilePdfIcon, type IconProps } from '../../../components/ui/icons.tsx';

const kinds: Record<FileKind, { label: string; icon: ComponentType<IconProps>; tone: string }> = {
  pdf: { label: 'PDF', icon: FilePdfIcon, tone: 'text-danger-text' },
  image: { label: 'Image', icon: FileImageIcon, tone: 'text-success' },
  doc: { label: 'Word document', icon: FileDocIcon, tone: 'text-primary-text' },
  unknown: { label: 'File', icon: FileIcon, tone: 'text-muted' },
};

export const fileKindLabel = (name: string) => kinds[fileKindOf(name)].label;

/** The spec's kind of a file, by its extension: pdf, image, doc or unknown, named for screen readers. */
export function FileKindIcon({ name, className = 'size-12' }: { name: string; className?: string }) {
  const { label, icon: Icon, tone } = kinds[fileKindOf(name)];
  return (
    <span role="img" aria-label={label} className={`flex shrink-0 items-center justify-center rounded-xl bg-muted-surface ${tone} ${className}`}>
      <Icon className="size-1/2" />
    </span>
  );
}
