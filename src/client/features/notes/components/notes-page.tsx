import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotes } from '../api/get-notes.ts';
import { knownCourses, noteMatchesFilter } from '../api/note-cache.ts';
import { useQueuedNotes } from '../api/queued-notes.ts';
import { NoteList } from './note-list.tsx';
import { NotesHeader } from './notes-tabs.tsx';
import { notesFilter, type NotesSearch } from './notes-search.ts';

function EmptyNotes({ filtered }: { filtered: boolean }) {
  if (filtered) return <p>No notes match your search.</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="font-semibold text-fg">You have no notes yet.</p>
      <p>Write your first note: a case brief, lecture notes or a summary for the exam.</p>
      <Link to="/notes/new" className="inline-flex min-h-11 items-center font-semibold text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
        Write your first note
      </Link>
    </div>
  );
}

/** My notes, newest first, searched by words and filtered by course (both kept in the address). */
export function NotesPage({ search, onSearch }: { search: NotesSearch; onSearch: (next: NotesSearch) => void }) {
  useDocumentTitle('Notes');
  const queryClient = useQueryClient();
  const [q, setQ] = useState(search.q ?? '');
  const [course, setCourse] = useState(search.course ?? '');
  const settledQ = useDebouncedValue(q.trim()) || undefined;
  const settledCourse = useDebouncedValue(course.trim()) || undefined;

  useEffect(() => {
    if (settledQ !== search.q || settledCourse !== search.course) onSearch({ q: settledQ, course: settledCourse });
  }, [settledQ, settledCourse, search.q, search.course, onSearch]);

  const filter = notesFilter(search);
  const notes = useNotes(filter);
  const queued = useQueuedNotes();
  const created = queued.created.filter(({ note }) => noteMatchesFilter(note, filter));

  return (
    <div className="flex flex-col gap-4">
      <NotesHeader />
      <form role="search" aria-label="Search my notes" onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField label="Search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Words in a title or note" maxLength={200} />
        <TextField label="Course" suggestions={knownCourses(queryClient)} value={course} onChange={(event) => setCourse(event.target.value)} placeholder="All courses" maxLength={120} />
      </form>
      <NoteList notes={notes} queued={{ ...queued, created }} label="My notes" empty={<EmptyNotes filtered={!!(filter.q || filter.course)} />} />
    </div>
  );
}
