/*
 * Writing or editing a note. Saving is optimistic: a new note goes to the top of my list
 * and the editor leaves at once; the draft is written first and removed only once the
 * server has the note, so a failed save can still be restored. Offline, the save waits in
 * the outbox instead (api/queued-notes.ts), and the draft goes once it is kept there.
 * A note deleted elsewhere while its editor holds unsaved text keeps the text, to save as a new note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Note } from '../../../../contract/notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { removeIdbValue } from '../../../lib/idb-storage.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateNote } from '../api/create-note.ts';
import { knownCourses, removeCachedNote } from '../api/note-cache.ts';
import { queueNewNote, queueNoteChanges, shouldQueueNoteSave } from '../api/queued-notes.ts';
import { useUpdateNote } from '../api/update-note.ts';
import { DraftBanner } from './draft-banner.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { checkFields, EMPTY_FIELDS, fieldsOf, noteBodyOf, sameFields, type FieldErrors, type NoteFields } from './note-fields.ts';
import { noteDraftKey, useNoteDraft } from './use-note-draft.ts';
import { VisibilityPicker } from './visibility-picker.tsx';

/** `goneError`: the server's word that `note` is gone (deleted elsewhere) since the editor opened. */
export function NoteEditor({ note, goneError }: { note?: Note; goneError?: unknown }) {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draftKey = noteDraftKey(me.id, note?.id);
  const [baseline] = useState<NoteFields>(() => (note ? fieldsOf(note) : EMPTY_FIELDS));
  const [fields, setFields] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const draft = useNoteDraft(draftKey, fields, baseline);
  useDocumentTitle(note ? `Edit ${note.title}` : 'New note');

  const forgetDraft = () => void removeIdbValue(draftKey);
  const create = useCreateNote({ mutationConfig: { onSuccess: forgetDraft } });
  const update = useUpdateNote({ mutationConfig: { onSuccess: forgetDraft } });
  // Offline, the save waits in the outbox; once it is kept there the draft is no longer needed.
  const queued = (saving: Promise<void>) => void saving.then(forgetDraft, () => toast.error(catalogue.error));

  const dirty = useRef(false);
  const leaving = useRef(false);
  useEffect(() => {
    dirty.current = !sameFields(fields, baseline);
  }, [fields, baseline]);
  const shouldBlock = useCallback(() => dirty.current && !leaving.current, []);

  const set = <K extends keyof NoteFields>(key: K, value: NoteFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await draft.flush();
    leaving.current = true;
    const body = noteBodyOf(fields);
    if (note && !gone) {
      if (shouldQueueNoteSave(note.id)) queued(queueNoteChanges(note.id, body));
      else update.mutate({ noteId: note.id, changes: body });
      void navigate({ to: '/notes/$noteId', params: { noteId: note.id } });
    } else if (shouldQueueNoteSave()) {
      // Its own page shows it from the outbox, even where the list was never opened offline.
      const { standInId, stored } = queueNewNote(body);
      queued(stored.then(() => void navigate({ to: '/notes/$noteId', params: { noteId: standInId } })));
    } else {
      create.mutate(body);
      void navigate({ to: '/notes' });
    }
  };

  const offered = draft.offered;
  const gone = goneError !== undefined;
  const noteId = note?.id;
  useEffect(() => {
    if (gone && noteId) removeCachedNote(queryClient, noteId);
  }, [gone, noteId, queryClient]);
  // With nothing of mine to keep, the route's error component says "Not found" and drops the copy.
  if (gone && sameFields(fields, baseline) && !offered) throw goneError;
  const cancel = () => (note && !gone ? navigate({ to: '/notes/$noteId', params: { noteId: note.id } }) : navigate({ to: '/notes' }));

  return (
    <div data-wide className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{note ? 'Edit note' : 'New note'}</h1>
      {gone ? (
        <p role="alert" className="rounded-2xl border border-danger bg-danger/10 p-4 font-medium text-fg">
          This note has been deleted elsewhere. Your text is still here: save it as a new note to keep it.
        </p>
      ) : null}
      {offered ? (
        <DraftBanner
          savedAt={offered.savedAt}
          onRestore={() => {
            const { savedAt: _savedAt, ...kept } = offered;
            setFields(kept);
            draft.accept();
          }}
          onDiscard={() => void draft.discard()}
        />
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={note ? 'Edit note' : 'New note'} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField label="Title" value={fields.title} onChange={(event) => set('title', event.target.value)} error={errors.title} required />
          <TextField label="Course" hint="Optional" suggestions={knownCourses(queryClient)} value={fields.course} onChange={(event) => set('course', event.target.value)} error={errors.course} />
        </div>
        <VisibilityPicker value={fields.visibility} onChange={(value) => set('visibility', value)} />
        <MarkdownField value={fields.body} onChange={(value) => set('body', value)} error={errors.body} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void cancel()}>Cancel</Button>
          <Button type="submit">{gone ? 'Save as a new note' : note ? 'Save changes' : 'Save note'}</Button>
        </div>
      </form>
      <LeaveGuard shouldBlock={shouldBlock} onLeave={() => void draft.discard()} />
    </div>
  );
}
