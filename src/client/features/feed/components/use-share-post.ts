/*
 * Sharing a post: the Web Share sheet where the browser has one, otherwise the post's
 * link goes on the clipboard. Either way the share is then counted on the server.
 */
import { toast } from 'sonner';
import type { Post } from '../../../../contract/posts.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { shareLink, type ShareOutcome } from '../../../lib/share-link.ts';
import { useCountShare } from '../api/share-post.ts';

export function postUrl(postId: string): string {
  return new URL(`/posts/${encodeURIComponent(postId)}`, window.location.origin).href;
}

export function useSharePost() {
  const count = useCountShare();
  const share = async (post: Post) => {
    let outcome: ShareOutcome;
    try {
      outcome = await shareLink({ url: postUrl(post.id), title: `Post by ${post.author.name}`, text: post.body.slice(0, 200) });
    } catch {
      toast.error(catalogue.error);
      return;
    }
    if (outcome === 'cancelled') return;
    if (outcome === 'copied') toast.success('Link copied', { description: 'The link to this post is on your clipboard.' });
    count.mutate(post);
  };
  return { share, isPending: count.isPending };
}
