/*
 * The reported object in its context, as an admin sees it in the queue: a post with its
 * author, a comment with what it is on, a direct message with the two before it, a group
 * message (or comment) with its group. Null once the object is gone.
 */
import { MESSAGES_BEFORE_REPORTED, REPORTED_BODY_MAX, type ReportContent, type ReportedItem } from '../../../contract/safety.ts';
import type { UserSummary } from '../../../contract/users.ts';
import type { Db } from '../../db/dialect.ts';
import { loadComment as loadGroupComment, loadMessage as loadGroupMessage } from '../groups/message-repository.ts';
import { toMessage } from '../messaging/mappers.ts';
import { findMessage, messagePage } from '../messaging/message-repository.ts';
import { toNote, toNoteComment } from '../notes/mappers.ts';
import { findNoteComment, notesFor } from '../notes/repository.ts';
import { findPostWithAuthor } from '../posts/feed.ts';
import { toComment, toPost } from '../posts/mappers.ts';
import { findComment } from '../posts/repository.ts';
import { toUserSummary } from '../users/mappers.ts';
import { findUserById } from '../users/repository.ts';
import type { Target } from './report-repository.ts';

type Readers = { db: Db; secret: string; viewerId: string };

const cut = (text: string) => (text.length > REPORTED_BODY_MAX ? `${text.slice(0, REPORTED_BODY_MAX - 1)}…` : text);

function item(id: string, author: UserSummary, body: string, createdAt: string, title: string | null = null): ReportedItem {
  return { id, author, title, body: cut(body), createdAt };
}

async function postItem({ db, secret }: Readers, id: string): Promise<ReportedItem | null> {
  const row = await findPostWithAuthor(db, id);
  if (!row) return null;
  const post = toPost(row, secret);
  return item(post.id, post.author, post.body, post.createdAt);
}

async function noteOf({ db, viewerId }: Readers, id: string) {
  const row = await notesFor(db, viewerId).where('notes.id', '=', id).executeTakeFirst();
  return row && toNote(row);
}

async function groupOf(db: Db, groupId: string) {
  return db.selectFrom('groups').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();
}

async function commentContent(readers: Readers, id: string): Promise<ReportContent | null> {
  const postComment = await findComment(readers.db, id);
  if (postComment) {
    const comment = toComment(postComment);
    const parent = await postItem(readers, comment.postId);
    if (!parent) return null;
    return { type: 'comment', comment: item(comment.id, comment.author, comment.body, comment.createdAt), parentType: 'post', parent };
  }
  const noteComment = await findNoteComment(readers.db, id);
  const note = noteComment && (await noteOf(readers, noteComment.note_id));
  if (!noteComment || !note) return null;
  const comment = toNoteComment(noteComment);
  return {
    type: 'comment',
    comment: item(comment.id, comment.author, comment.body, comment.createdAt),
    parentType: 'note',
    parent: item(note.id, note.owner, note.body, note.createdAt, note.title),
  };
}

async function messageContent({ db }: Readers, id: string): Promise<ReportContent | null> {
  const row = await findMessage(db, id);
  if (!row) return null;
  const message = toMessage(row);
  // A moderator reads what came before the report, whatever either side has since deleted for themselves.
  const before = await messagePage(db, message.conversationId, { oldestMessageId: id, messagesPerPage: MESSAGES_BEFORE_REPORTED, clearedThrough: null });
  const asItem = (m: typeof message) => item(m.id, m.sender, m.body, m.createdAt);
  return { type: 'message', conversationId: message.conversationId, message: asItem(message), preceding: before.items.map(asItem) };
}

async function groupMessageContent({ db, secret }: Readers, id: string, comment?: ReportedItem): Promise<ReportContent | null> {
  const message = await loadGroupMessage(db, id, secret);
  const group = message && (await groupOf(db, message.groupId));
  if (!message || !group) return null;
  const reported = item(message.id, message.author, message.message, message.createdAt);
  return comment ? { type: 'groupComment', group, message: reported, comment } : { type: 'groupMessage', group, message: reported };
}

/** What an admin is shown of the reported object; `viewerId` is the admin. */
export async function loadContent(readers: Readers, target: Target): Promise<ReportContent | null> {
  const { db } = readers;
  switch (target.type) {
    case 'post': {
      const post = await postItem(readers, target.id);
      return post && { type: 'post', post };
    }
    case 'comment':
      return commentContent(readers, target.id);
    case 'message':
      return messageContent(readers, target.id);
    case 'groupMessage':
      return groupMessageContent(readers, target.id);
    case 'groupComment': {
      const comment = await loadGroupComment(db, target.id);
      return comment ? groupMessageContent(readers, comment.groupMessageId, item(comment.id, comment.author, comment.message, comment.createdAt)) : null;
    }
    case 'note': {
      const note = await noteOf(readers, target.id);
      return note ? { type: 'note', note: item(note.id, note.owner, note.body, note.createdAt, note.title), visibility: note.visibility } : null;
    }
    case 'user': {
      const user = await findUserById(db, target.id);
      return user ? { type: 'user', user: toUserSummary(user), bio: user.bio } : null;
    }
  }
}
