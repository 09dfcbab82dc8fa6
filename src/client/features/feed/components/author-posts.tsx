import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsBlocked } from '../../../lib/blocks.ts';
import { useMe } from '../../../lib/me-context.ts';
import { updateCachedAuthor } from '../api/post-cache.ts';
import { PostList } from './post-list.tsx';

/**
 * A profile's posts: everything `authorId` wrote, newest first. On my own profile the cards
 * follow my name and photo as I change them (the session user is replaced after each save),
 * rather than keep what they were fetched with. Someone I blocked shows none, and says why.
 */
export function AuthorPosts({ authorId }: { authorId: string }) {
  const { id, name, avatarUrl, institutionId, nameOfUniversity } = useMe();
  const queryClient = useQueryClient();
  const blocked = useIsBlocked(authorId);

  useEffect(() => {
    if (authorId === id) updateCachedAuthor(queryClient, { id, name, avatarUrl, institutionId, nameOfUniversity });
  }, [queryClient, authorId, id, name, avatarUrl, institutionId, nameOfUniversity]);

  return (
    <section aria-labelledby="author-posts" className="mt-5 flex flex-col gap-3">
      <h2 id="author-posts" className="text-lg font-semibold text-fg">Posts</h2>
      {blocked ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">You blocked this person, so their posts are hidden.</p>
      ) : (
        <PostList filter={{ scope: 'all', authorId }} label="Profile posts" empty="No posts yet." />
      )}
    </section>
  );
}
