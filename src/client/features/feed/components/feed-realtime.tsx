/*
 * The feed's live updates, mounted once in the signed-in layout. New posts go to the top
 * of the loaded lists they belong in, deleted ones leave them; a comment on my post joins
 * its comments; a like on my post (announced only as a notification) refreshes its counts.
 * Posts, comments and likes written offline join the caches as the outbox sends them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { postCommentSchema, postLikeResponseSchema, postSchema, type Post } from '../../../../contract/posts.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { prependCachedComment } from '../api/comment-cache.ts';
import { getPost } from '../api/get-post.ts';
import { settleCachedLike } from '../api/like-post.ts';
import { postKeys } from '../api/keys.ts';
import {
  filterOfKey,
  findCachedPost,
  followingListsShowAuthor,
  postMatchesFilter,
  prependCachedPost,
  removeCachedPost,
  updateCachedPost,
} from '../api/post-cache.ts';

const POST_LINK = /^\/posts\/([^/?#]+)$/;

export function FeedRealtime() {
  const me = useMe();
  const queryClient = useQueryClient();

  const showNewPost = (post: Post) => {
    // The server sends a post to the author's followers and institution: from outside my
    // institution it can only have come because I follow the author.
    const follows =
      post.author.id === me.id || post.author.institutionId !== me.institutionId || followingListsShowAuthor(queryClient, post.author.id);
    prependCachedPost(queryClient, post, (filter) => postMatchesFilter(post, filter, me, follows));
    if (follows) return;
    // Whether I follow this classmate is not known here: let the Following lists ask.
    void queryClient.invalidateQueries({
      queryKey: postKeys.lists(),
      predicate: (query) => {
        const filter = filterOfKey(query.queryKey);
        return filter?.scope === 'following' && postMatchesFilter(post, filter, me, true);
      },
    });
  };
  useSocketEvent(serverEvents.newPost, showNewPost);
  // A write made offline, now saved: the server's copy joins the caches, once (the socket may bring
  // it too), as its stand-in leaves the outbox; a like's answer settles the post it toggled.
  const showSentWrite = useEffectEvent((event: OutboxEvent) => {
    if (event.type !== 'sent') return;
    const { kind, params } = event.request;
    if (kind === 'post') {
      const saved = postSchema.safeParse(event.response);
      if (saved.success) showNewPost(saved.data);
    } else if (kind === 'comment') {
      const saved = postCommentSchema.safeParse(event.response);
      if (saved.success) prependCachedComment(queryClient, saved.data);
    } else if (kind === 'like' && params.id) {
      const settled = postLikeResponseSchema.safeParse(event.response);
      if (settled.success) settleCachedLike(queryClient, params.id, settled.data);
    }
  });
  useEffect(() => onOutboxEvent(showSentWrite), []);

  // Deleted by its author or removed by a moderator: off every list, and an open post page learns it is gone.
  useSocketEvent(serverEvents.postDeleted, ({ id }) => {
    removeCachedPost(queryClient, id);
    void queryClient.resetQueries({ queryKey: postKeys.detail(id), exact: true });
  });

  useSocketEvent(serverEvents.newComment, (comment) => {
    prependCachedComment(queryClient, comment);
    playNotificationSound();
  });

  useSocketEvent(serverEvents.newNotification, (notification) => {
    if (notification.type !== 'post-like' || notification.userId !== me.id) return;
    const encoded = POST_LINK.exec(notification.link ?? '')?.[1];
    const postId = encoded ? decodeURIComponent(encoded) : undefined;
    if (!postId || !findCachedPost(queryClient, postId)) return;
    getPost(postId)
      .then((fresh) =>
        updateCachedPost(queryClient, fresh.id, (post) => ({
          ...post,
          likesCount: fresh.likesCount,
          commentsCount: fresh.commentsCount,
          shareCount: fresh.shareCount,
        })),
      )
      .catch((error: unknown) => console.warn('[feed] could not refresh a liked post', error));
  });

  return null;
}
