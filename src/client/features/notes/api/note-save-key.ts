/*
 * The Idempotency-Key of a note save sent online, kept in IndexedDB until the server has the
 * save. An answer lost on the way back leaves the save made but reported as failed; the
 * student's retry of the same save (the same body, from the restored draft) goes with the same
 * key, so the server answers it again instead of making a second note. Another body, another key.
 */
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { readIdbValue, removeIdbValue, writeIdbValue } from '../../../lib/idb-storage.ts';

const keptSchema = z.object({ key: z.string(), body: z.string() });

/** One per user and note ("new" for a note not yet created), like the editor's draft. */
export function noteSaveKeyName(userId: string, noteId: string | undefined): string {
  return `campus:note-save-key:${userId}:${noteId ?? 'new'}`;
}

/** The key to send `body` with: the one kept for the same body, else a new one, kept for a retry. */
export async function noteSaveKey(name: string, body: unknown): Promise<string> {
  const text = JSON.stringify(body);
  const kept = keptSchema.safeParse(await readIdbValue(name).catch(() => undefined));
  if (kept.success && kept.data.body === text) return kept.data.key;
  const key = uuidv7();
  await writeIdbValue(name, { key, body: text }).catch(() => undefined);
  return key;
}

/** Once the server has the save, or has refused it (it keeps a refusal for its key): the next save gets a new key. */
export function forgetNoteSaveKey(name: string): Promise<void> {
  return removeIdbValue(name).catch(() => undefined);
}
