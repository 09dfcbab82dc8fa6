/* What the note editor edits, and its checks (the contract's limits, in words). */
import { z } from 'zod';
import { NOTE_BODY_MAX, NOTE_COURSE_MAX, NOTE_TITLE_MAX, noteVisibilities, type Note, type UpdateNoteBody } from '../../../../contract/notes.ts';

export const noteFieldsSchema = z.object({
  title: z.string(),
  course: z.string(),
  visibility: z.enum(noteVisibilities),
  body: z.string(),
});
export type NoteFields = z.infer<typeof noteFieldsSchema>;

export const EMPTY_FIELDS: NoteFields = { title: '', course: '', visibility: 'private', body: '' };

export function fieldsOf(note: Note): NoteFields {
  return { title: note.title, course: note.course ?? '', visibility: note.visibility, body: note.body };
}

export function sameFields(a: NoteFields, b: NoteFields): boolean {
  return a.title === b.title && a.course === b.course && a.visibility === b.visibility && a.body === b.body;
}

export type FieldErrors = Partial<Record<'title' | 'course' | 'body', string>>;

export function checkFields(fields: NoteFields): FieldErrors {
  const errors: FieldErrors = {};
  const title = fields.title.trim();
  if (!title) errors.title = 'Give the note a title.';
  else if (title.length > NOTE_TITLE_MAX) errors.title = `A title has at most ${NOTE_TITLE_MAX} characters.`;
  if (fields.course.trim().length > NOTE_COURSE_MAX) errors.course = `A course has at most ${NOTE_COURSE_MAX} characters.`;
  if (fields.body.length > NOTE_BODY_MAX) errors.body = `A note has at most ${NOTE_BODY_MAX.toLocaleString()} characters.`;
  return errors;
}

/** The body the contract expects: a blank course means none. */
export function noteBodyOf(fields: NoteFields) {
  return { title: fields.title.trim(), body: fields.body, visibility: fields.visibility, course: fields.course.trim() || null };
}

/**
 * The fields the student changed against `baseline` (the note as the editor opened it), and only
 * those: a field left alone must not undo a change made to it elsewhere meanwhile.
 */
export function changedFieldsOf(fields: NoteFields, baseline: NoteFields): UpdateNoteBody {
  const after = noteBodyOf(fields);
  const before = noteBodyOf(baseline);
  return {
    ...(after.title !== before.title ? { title: after.title } : {}),
    ...(after.body !== before.body ? { body: after.body } : {}),
    ...(after.visibility !== before.visibility ? { visibility: after.visibility } : {}),
    ...(after.course !== before.course ? { course: after.course } : {}),
  };
}
