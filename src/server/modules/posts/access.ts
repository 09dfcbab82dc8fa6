/*
 * Who may do what to a post, in one place. Every signed-in user sees every post but those
 * of people hidden from them (a block either way, a suspension), so a missing or hidden post
 * is the only 404; changing one someone else wrote is a 403.
 */
import type { Db } from '../../db/dialect.ts';
import type { PostRow, UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';
import { findPost, postNotFound } from './repository.ts';

/** `hidden`: the people hidden from the viewer (app.blocks.hiddenFrom). */
export async function visiblePost(db: Db, id: string, hidden: ReadonlySet<string>): Promise<PostRow> {
  const post = await findPost(db, id);
  if (!post || hidden.has(post.author_id)) throw postNotFound();
  return post;
}

export function assertCanEdit(post: PostRow, user: UserRow): void {
  if (post.author_id !== user.id) throw forbidden('Only the author can edit this post.');
}

export function assertCanDelete(post: PostRow, user: UserRow): void {
  if (post.author_id !== user.id && user.role !== 'admin') throw forbidden('Only the author or an admin can delete this post.');
}
