/* Optimistic stand-ins: a new note or comment as shown before the server has saved it. */
import { createNoteBodySchema, type CreateNoteBody, type Note, type NoteComment } from '../../../../contract/notes.ts';
import type { Me, UserSummary } from '../../../../contract/users.ts';

const STAND_IN_PREFIX = 'pending-';
let counter = 0;

const standInId = () => `${STAND_IN_PREFIX}${Date.now()}-${++counter}`;

/** Not saved yet: it cannot be opened, liked or deleted. */
export function isStandIn(item: { id: string }): boolean {
  return item.id.startsWith(STAND_IN_PREFIX);
}

function ownerOf(me: Me): UserSummary {
  return { id: me.id, name: me.name, avatarUrl: me.avatarUrl, institutionId: me.institutionId, nameOfUniversity: me.nameOfUniversity };
}

export function standInNote(me: Me, body: CreateNoteBody): Note {
  const fields = createNoteBodySchema.parse(body);
  const now = new Date().toISOString();
  return { id: standInId(), owner: ownerOf(me), ...fields, likesCount: 0, likedByMe: false, commentsCount: 0, createdAt: now, updatedAt: now };
}

export function standInNoteComment(me: Me, noteId: string, body: string): NoteComment {
  return { id: standInId(), noteId, author: ownerOf(me), body: body.trim(), createdAt: new Date().toISOString() };
}
