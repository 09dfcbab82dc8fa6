/*
 * Who hears about posts. A new post goes to the author's followers and to everyone at the
 * author's institution, but not back to the author: the creating client already holds it
 * from the 201, and "my own actions never notify me"; nor to anyone blocked either way.
 */
import type { FastifyInstance } from 'fastify';
import type { Post, PostComment } from '../../../contract/posts.ts';
import { rooms, serverEvents } from '../../../contract/socket-events.ts';
import type { Db } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { UserRow } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';

type App = Pick<FastifyInstance, 'db' | 'realtime' | 'blocks'>;

const followersOf = preparedQuery((db: Db, v: { id: string }) => db.selectFrom('follows').select('follower_id').where('following_id', '=', v.id));

export async function announceNewPost(app: App, author: Pick<UserRow, 'id' | 'institution_id'>, post: Post): Promise<void> {
  const [followers, blocked] = await Promise.all([
    followersOf.execute(app.db, { id: author.id }),
    app.blocks.blockedWith(author.id),
  ]);
  const targets = followers.map((row) => rooms.user(row.follower_id));
  if (author.institution_id !== null) targets.push(rooms.institution(author.institution_id));
  app.realtime.toRooms(targets, serverEvents.newPost, post, { except: [author.id, ...blocked].map(rooms.user) });
}

/** Takes a deleted post off every open screen: who holds it cannot be known (the "all" feed shows every post). */
export function announcePostDeleted(app: Pick<FastifyInstance, 'realtime'>, id: string): void {
  app.realtime.toEveryone(serverEvents.postDeleted, { id });
}

/** Tells the post's author about a comment: the comment itself, then the stored notification. */
export async function announceComment(app: App, postAuthorId: string, actor: UserRow, comment: PostComment): Promise<void> {
  if (postAuthorId === actor.id) return;
  app.realtime.toUser(postAuthorId, serverEvents.newComment, comment);
  await notify(app, {
    userId: postAuthorId,
    type: 'post-comment',
    actor,
    message: `${actor.name} commented on your post`,
    link: `/posts/${comment.postId}`,
  });
}

export async function announceLike(app: App, postAuthorId: string, actor: UserRow, postId: string): Promise<void> {
  if (postAuthorId === actor.id) return;
  await notify(app, { userId: postAuthorId, type: 'post-like', actor, message: `${actor.name} liked your post`, link: `/posts/${postId}` });
}

