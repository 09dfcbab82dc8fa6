/* My notes' address: /notes?q=contract&course=Land%20Law. Both parts are optional. */
import { z } from 'zod';
import { NOTE_COURSE_MAX } from '../../../../contract/address-limits.ts';
import { optionalSearchText } from '../../../lib/search-params.ts';
import type { NoteFilter } from '../api/note-cache.ts';

export const notesSearchSchema = z.object({ q: optionalSearchText(200), course: optionalSearchText(NOTE_COURSE_MAX) });
export type NotesSearch = z.infer<typeof notesSearchSchema>;

export function notesFilter(search: NotesSearch): NoteFilter {
  return { q: search.q, course: search.course };
}
