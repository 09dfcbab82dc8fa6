/*
 * The editor's unsaved text, kept in IndexedDB every few seconds (and when the tab is
 * hidden), so a crash or reload loses at most a few seconds. On opening, a kept draft
 * that differs from the note is offered back; until it is answered nothing is written,
 * so the offer cannot be overwritten by the empty form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { readIdbValue, removeIdbValue, writeIdbValue } from '../../../lib/idb-storage.ts';
import { noteFieldsSchema, sameFields, type NoteFields } from './note-fields.ts';

export const DRAFT_SAVE_INTERVAL_MS = 3000;

const draftSchema = noteFieldsSchema.extend({ savedAt: z.string() });
export type NoteDraft = z.infer<typeof draftSchema>;

/** One draft per user and note ("new" for a note not yet created). */
export function noteDraftKey(userId: string, noteId: string | undefined): string {
  return `campus:note-draft:${userId}:${noteId ?? 'new'}`;
}

type DraftState = { status: 'reading' } | { status: 'offered'; draft: NoteDraft } | { status: 'ready' };

export function useNoteDraft(key: string, fields: NoteFields, baseline: NoteFields) {
  const [state, setState] = useState<DraftState>({ status: 'reading' });
  const latest = useRef({ fields, baseline, written: null as NoteFields | null });
  useEffect(() => {
    latest.current = { ...latest.current, fields, baseline };
  });

  useEffect(() => {
    let live = true;
    readIdbValue(key)
      .then((value) => {
        const parsed = draftSchema.safeParse(value);
        const offer = parsed.success && !sameFields(parsed.data, latest.current.baseline);
        if (live) setState(offer ? { status: 'offered', draft: parsed.data } : { status: 'ready' });
      })
      .catch(() => live && setState({ status: 'ready' }));
    return () => {
      live = false;
    };
  }, [key]);

  /** Writes the form if it changed since the last write; forgets the draft once the form is back to the note. */
  const save = useCallback(async () => {
    const { fields: current, baseline: base, written } = latest.current;
    if (written && sameFields(written, current)) return;
    latest.current.written = current;
    if (sameFields(current, base)) await removeIdbValue(key);
    else await writeIdbValue(key, { ...current, savedAt: new Date().toISOString() } satisfies NoteDraft);
  }, [key]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => void save(), DRAFT_SAVE_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [ready, save]);

  const discard = useCallback(async () => {
    setState({ status: 'ready' });
    latest.current.written = latest.current.baseline;
    await removeIdbValue(key);
  }, [key]);

  return {
    offered: state.status === 'offered' ? state.draft : null,
    /** Answers the offer: the caller puts the draft's fields in the form. */
    accept: () => setState({ status: 'ready' }),
    discard,
    /** Writes now (before a save that may fail). */
    flush: save,
  };
}
