import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Note, NoteList as NotePage } from '../../../../contract/notes.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { NoteCard } from './note-card.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';

type NoteListProps = {
  notes: UseInfiniteQueryResult<InfiniteData<NotePage>>;
  /** My saves waiting in the outbox: new notes first, edits over the listed notes, deleted notes left out. */
  queued?: { created: ShownNote[]; overlay: (note: Note) => ShownNote | undefined };
  label: string;
  empty: ReactNode;
  showOwner?: boolean;
};

type ShownNote = { note: Note; status?: string };

/** Notes newest first, loading more as the reader scrolls. */
export function NoteList({ notes, queued, label, empty, showOwner }: NoteListProps) {
  if (notes.isPending) return <LoadingBlock label="Loading notes" />;
  if (notes.isError) return <LoadFailed message="The notes could not be loaded." onRetry={() => void notes.refetch()} />;
  const listed = notes.data.pages.flatMap((page) => page.items);
  const items: ShownNote[] = queued ? [...queued.created, ...listed.flatMap((note) => queued.overlay(note) ?? [])] : listed.map((note) => ({ note }));
  if (items.length === 0) return <div className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">{empty}</div>;
  return (
    <>
      <ul aria-label={label} aria-busy={notes.isPlaceholderData || undefined} className="flex flex-col gap-3">
        {items.map(({ note, status }) => (
          <li key={note.id}>
            <NoteCard note={note} showOwner={showOwner} status={status} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={notes.hasNextPage} loading={notes.isFetchingNextPage} onLoadMore={() => void notes.fetchNextPage()} label="Load more notes" />
    </>
  );
}
