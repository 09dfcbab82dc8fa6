/*
 * "Remove the content": each object goes through its own area's delete, inside the
 * moderation's transaction, so counters move with it; what must be told once it is
 * committed (a group's members) comes back as a function to run then.
 */
import type { FastifyInstance } from 'fastify';
import { rooms, serverEvents } from '../../../contract/socket-events.ts';
import type { Db } from '../../db/dialect.ts';
import { invalidField } from '../../lib/http-error.ts';
import { deleteComment as deleteGroupComment, deleteMessage as deleteGroupMessage, findMessage as findGroupMessage } from '../groups/message-repository.ts';
import { deleteMessage } from '../messaging/message-repository.ts';
import { deleteNote, deleteNoteComment } from '../notes/repository.ts';
import { announcePostDeleted } from '../posts/realtime.ts';
import { deleteComment, deletePost, findComment } from '../posts/repository.ts';
import type { Target } from './report-repository.ts';

export type AfterCommit = () => void;
const nothing: AfterCommit = () => undefined;

/** A person cannot be removed; the refusal comes before anything is written. */
export function assertRemovable(target: Target): void {
  if (target.type === 'user') throw invalidField('body.action', 'A person cannot be removed; suspend them instead.');
}

/** Deletes the object if it is still there (its author may have deleted it already). */
export async function removeContent(app: Pick<FastifyInstance, 'realtime'>, trx: Db, target: Target): Promise<AfterCommit> {
  switch (target.type) {
    case 'post':
      await deletePost(trx, target.id);
      return () => announcePostDeleted(app, target.id);
    case 'comment':
      if (await findComment(trx, target.id)) await deleteComment(trx, target.id);
      else await deleteNoteComment(trx, target.id);
      return nothing;
    case 'message':
      await deleteMessage(trx, target.id);
      return nothing;
    case 'groupMessage': {
      const message = await findGroupMessage(trx, target.id);
      if (!message) return nothing;
      await deleteGroupMessage(trx, message.id);
      const event = { groupId: message.group_id, id: message.id };
      return () => app.realtime.toRoom(rooms.group(message.group_id), serverEvents.groupPostDeleted, event);
    }
    case 'groupComment':
      await deleteGroupComment(trx, target.id);
      return nothing;
    case 'note':
      await deleteNote(trx, target.id);
      return nothing;
    case 'user':
      assertRemovable(target);
      return nothing;
  }
}
