/*
 * Who hears about a note's likes and comments: its owner, on their sockets and in their
 * notifications, unless the owner did it (my own actions never notify me). An unlike still
 * moves the count on the owner's screen but is not worth a notification.
 */
import type { FastifyInstance } from 'fastify';
import type { NoteComment, NoteLikeEvent } from '../../../contract/notes.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import type { UserRow } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';

type App = Pick<FastifyInstance, 'db' | 'realtime' | 'blocks'>;

const noteLink = (noteId: string) => `/notes/${noteId}`;

export async function announceNoteLike(app: App, ownerId: string, actor: UserRow, event: NoteLikeEvent): Promise<void> {
  if (ownerId === actor.id) return;
  app.realtime.toUser(ownerId, serverEvents.noteLike, event);
  if (!event.liked) return;
  await notify(app, { userId: ownerId, type: 'note-like', actor, message: `${actor.name} liked your note`, link: noteLink(event.noteId) });
}

export async function announceNoteComment(app: App, ownerId: string, actor: UserRow, comment: NoteComment): Promise<void> {
  if (ownerId === actor.id) return;
  app.realtime.toUser(ownerId, serverEvents.noteComment, comment);
  await notify(app, {
    userId: ownerId,
    type: 'note-comment',
    actor,
    message: `${actor.name} commented on your note`,
    link: noteLink(comment.noteId),
  });
}
