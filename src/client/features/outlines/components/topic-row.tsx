import { useState } from 'react';
import { OUTLINE_TOPIC_TITLE_MAX, type OutlineTopic } from '../../../../contract/outlines.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { InlineRenameForm } from '../../../components/ui/inline-edit-form.tsx';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { TOPIC_REQUIRED } from './outline-fields.ts';

export type TopicControl = 'toggle' | 'up' | 'down';

type TopicRowProps = {
  topic: OutlineTopic;
  index: number;
  count: number;
  onToggle: () => void;
  onRename: (title: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** A topic: ticked when done; renamed in place, moved up or down, or removed. */
export function TopicRow({ topic, index, count, onToggle, onRename, onMove, onRemove }: TopicRowProps) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li data-index={index} className="flex flex-col gap-1 rounded-xl border border-line bg-surface px-3 py-1 sm:flex-row sm:items-center">
      {renaming ? (
        <div className="w-full py-2">
          <InlineRenameForm
            label={`Rename ${topic.title}`}
            fieldLabel="Topic"
            value={topic.title}
            maxLength={OUTLINE_TOPIC_TITLE_MAX}
            required={TOPIC_REQUIRED}
            onRename={onRename}
            onDone={() => setRenaming(false)}
          />
        </div>
      ) : (
        <>
          <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
            <input type="checkbox" data-control="toggle" checked={topic.completed} onChange={onToggle} className="size-5 shrink-0 accent-primary" />
            <span className={`min-w-0 wrap-anywhere ${topic.completed ? 'text-muted line-through' : 'text-fg'}`}>{topic.title}</span>
          </label>
          <div className="flex justify-end">
            <IconButton label={`Rename ${topic.title}`} onClick={() => setRenaming(true)}>
              <PencilIcon className="size-5" />
            </IconButton>
            <IconButton label={`Move ${topic.title} up`} data-control="up" disabled={index === 0} onClick={() => onMove(-1)}>
              <ArrowUpIcon className="size-5" />
            </IconButton>
            <IconButton label={`Move ${topic.title} down`} data-control="down" disabled={index === count - 1} onClick={() => onMove(1)}>
              <ArrowDownIcon className="size-5" />
            </IconButton>
            <IconButton label={`Remove ${topic.title}`} tone="danger" onClick={onRemove}>
              <TrashIcon className="size-5" />
            </IconButton>
          </div>
        </>
      )}
    </li>
  );
}
