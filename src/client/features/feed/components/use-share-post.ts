/*
 * Sharing a post: the Web Share sheet where the browser has one, otherwise the post's
 * link goes on the clipboard. Either way the share is then counted on the server.
 */
import { toast } from 'sonner';
import type { Post } from '../../../../contract/posts.ts';
import { useCountShare } from '../api/share-post.ts';

export const LINK_COPIED = 'Link copied';

export function postUrl(postId: string): string {
  return new URL(`/posts/${encodeURIComponent(postId)}`, window.location.origin).href;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useSharePost() {
  const count = useCountShare();
  const share = async (post: Post) => {
    const url = postUrl(post.id);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: `Post by ${post.author.name}`, text: post.body.slice(0, 200), url });
      } else {
        await navigator.clipboard.writeText(url);
        toast.success(LINK_COPIED, { description: 'The link to this post is on your clipboard.' });
      }
    } catch (error) {
      if (!cancelled(error)) toast.error('An error occurred.');
      return;
    }
    count.mutate(post);
  };
  return { share, isPending: count.isPending };
}
