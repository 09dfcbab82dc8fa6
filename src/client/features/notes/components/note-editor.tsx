/*
 * Writing or editing a note. Saving is optimistic: a new note goes to the top of my list
 * and the editor leaves at once; the draft is written first and removed only once the
 * server has the note, so a failed save can still be restored, and saved again with the same
 * Idempotency-Key (api/note-save-key.ts). An edit sends only the fields the student changed.
 * Offline, the save waits in the outbox instead (api/queued-notes.ts), and the draft goes
 * once it is kept there. A note deleted elsewhere while its editor holds unsaved text, or while
 * an edit of mine for it was not sent, keeps the text, to save as a new note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CreateNoteBody, Note, UpdateNoteBody } from '../../../../contract/notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { removeIdbValue } from '../../../lib/idb-storage.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateNote } from '../api/create-note.ts';
import { knownCourses, removeCachedNote } from '../api/note-cache.ts';
import { forgetNoteSaveKey, noteSaveKey, noteSaveKeyName } from '../api/note-save-key.ts';
import { discardNoteEdits, queueNewNote, queueNoteChanges, shouldQueueNoteSave } from '../api/queued-notes.ts';
import { useUpdateNote } from '../api/update-note.ts';
import { DraftBanner } from './draft-banner.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { changedFieldsOf, checkFields, EMPTY_FIELDS, fieldsOf, noteBodyOf, sameFields, type FieldErrors, type NoteFields } from './note-fields.ts';
import { noteDraftKey, useNoteDraft } from './use-note-draft.ts';
import { VisibilityPicker } from './visibility-picker.tsx';

/** The server answered a refusal, which it keeps for the key: a retry needs a new one. Not so a 409 (the first send still running). */
const refusedByServer = (error: unknown) => isApiError(error) && error.fromServer && error.status >= 400 && error.status < 500 && error.status !== 409;

/**
 * `goneError`: the server's word that `note` is gone (deleted elsewhere) since the editor opened.
 * `unsentEdit`: an edit of mine for `note` waits in the outbox or was refused; its text, in `note`, is on no server.
 */
export function NoteEditor({ note, goneError, unsentEdit = false }: { note?: Note; goneError?: unknown; unsentEdit?: boolean }) {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draftKey = noteDraftKey(me.id, note?.id);
  const saveKeyName = noteSaveKeyName(me.id, note?.id);
  const [baseline] = useState<NoteFields>(() => (note ? fieldsOf(note) : EMPTY_FIELDS));
  const [fields, setFields] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const draft = useNoteDraft(draftKey, fields, baseline);
  useDocumentTitle(note ? `Edit ${note.title}` : 'New note');
  const gone = goneError !== undefined;
  // Saved as a new note, the edits of the note deleted elsewhere can never be sent: they go.
  const replacing = gone ? note?.id : undefined;

  const forgetDraft = () => {
    void removeIdbValue(draftKey);
    void forgetNoteSaveKey(saveKeyName);
  };
  const onSaveError = (error: unknown) => {
    if (refusedByServer(error)) void forgetNoteSaveKey(saveKeyName);
  };
  const create = useCreateNote({
    mutationConfig: {
      onSuccess: () => {
        forgetDraft();
        if (replacing) void discardNoteEdits(replacing);
      },
      onError: onSaveError,
    },
  });
  const update = useUpdateNote({ mutationConfig: { onSuccess: forgetDraft, onError: onSaveError } });
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
    if (note && !gone) await saveChanges(note.id, changedFieldsOf(fields, baseline));
    else await saveNew(noteBodyOf(fields));
  };

  const saveChanges = async (noteId: string, changes: UpdateNoteBody) => {
    if (Object.keys(changes).length === 0) forgetDraft();
    else if (shouldQueueNoteSave(noteId)) queued(queueNoteChanges(noteId, changes));
    else update.mutate({ noteId, changes, idempotencyKey: await noteSaveKey(saveKeyName, changes) });
    void navigate({ to: '/notes/$noteId', params: { noteId } });
  };

  const saveNew = async (body: CreateNoteBody) => {
    if (shouldQueueNoteSave()) {
      // Its own page shows it from the outbox, even where the list was never opened offline.
      const { standInId, stored } = queueNewNote(body);
      const kept = stored.then(async () => {
        await navigate({ to: '/notes/$noteId', params: { noteId: standInId } });
        if (replacing) await discardNoteEdits(replacing);
      });
      queued(kept);
    } else {
      create.mutate({ body, idempotencyKey: await noteSaveKey(saveKeyName, body) });
      void navigate({ to: '/notes' });
    }
  };

  const offered = draft.offered;
  const noteId = note?.id;
  useEffect(() => {
    if (gone && noteId) removeCachedNote(queryClient, noteId);
  }, [gone, noteId, queryClient]);
  // With nothing of mine to keep, the route's error component says "Not found" and drops the copy.
  if (gone && sameFields(fields, baseline) && !offered && !unsentEdit) throw goneError;
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
