/*
 * What a report may name, through each area's own rules: the reporter must see the object
 * (an object they may not see is a 404, as everywhere), and the answer is whom the report
 * is about: the author, the owner, or the reported person.
 */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMessage as findGroupMessage, loadComment as loadGroupComment } from '../groups/message-repository.ts';
import { roleIn } from '../groups/permissions.ts';
import { findMembership } from '../messaging/conversation-repository.ts';
import { findMessage } from '../messaging/message-repository.ts';
import { visibleNote } from '../notes/access.ts';
import { findNoteComment } from '../notes/repository.ts';
import { visiblePost } from '../posts/access.ts';
import { findComment } from '../posts/repository.ts';
import { findSummary } from '../users/repository.ts';
import type { Target } from './report-repository.ts';

type App = Pick<FastifyInstance, 'db' | 'blocks'>;

/** The author of a group message the reporter's group holds. */
async function groupMessageAuthor(app: App, messageId: string, reporter: UserRow): Promise<string | undefined> {
  const message = await findGroupMessage(app.db, messageId);
  return message && (await roleIn(app.db, message.group_id, reporter.id)) ? message.author_id : undefined;
}

async function commentAuthor(app: App, commentId: string, reporter: UserRow): Promise<string | undefined> {
  const hidden = await app.blocks.hiddenFrom(reporter.id);
  const onPost = await findComment(app.db, commentId);
  if (onPost) {
    await visiblePost(app.db, onPost.post_id, hidden);
    return hidden.has(onPost.author_id) ? undefined : onPost.author_id;
  }
  const onNote = await findNoteComment(app.db, commentId);
  if (!onNote) return undefined;
  await visibleNote(app.db, onNote.note_id, reporter.id);
  return hidden.has(onNote.author_id) ? undefined : onNote.author_id;
}

async function subjectOf(app: App, target: Target, reporter: UserRow): Promise<string | undefined> {
  switch (target.type) {
    case 'post':
      return (await visiblePost(app.db, target.id, await app.blocks.hiddenFrom(reporter.id))).author_id;
    case 'comment':
      return commentAuthor(app, target.id, reporter);
    case 'message': {
      const message = await findMessage(app.db, target.id);
      return message && (await findMembership(app.db, message.conversation_id, reporter.id)) ? message.sender_id : undefined;
    }
    case 'groupMessage':
      return groupMessageAuthor(app, target.id, reporter);
    case 'groupComment': {
      const comment = await loadGroupComment(app.db, target.id);
      return comment && (await groupMessageAuthor(app, comment.groupMessageId, reporter)) ? comment.author.id : undefined;
    }
    case 'note':
      return (await visibleNote(app.db, target.id, reporter.id)).owner_id;
    case 'user':
      return (await findSummary(app.db, target.id))?.id;
  }
}

const notFoundNames = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  groupMessage: 'Message',
  groupComment: 'Comment',
  note: 'Note',
  user: 'User',
} as const;

/** Whom a report on `target` is about; 404 when the reporter cannot see the object. */
export async function reportSubject(app: App, target: Target, reporter: UserRow): Promise<string> {
  const subject = await subjectOf(app, target, reporter);
  if (subject === undefined) throw notFound(notFoundNames[target.type]);
  return subject;
}
