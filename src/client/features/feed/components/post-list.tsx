import { useDeferredValue } from 'react';
import { usePosts } from '../api/get-posts.ts';
import type { PostFilter } from '../api/post-cache.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PostCard } from './post-card.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';

/** Posts matching `filter`, newest first, loading more as the reader scrolls. */
export function PostList({ filter, label, empty }: { filter: PostFilter; label: string; empty: string }) {
  const posts = usePosts(filter);
  // The first cards render in the background, a slice at a time, so a slow phone's page is never
  // blocked while they arrive, even when the route's loader had them before the list mounted (the
  // `false` a first render starts from); later changes (a like, a new post) show at once.
  const shown = useDeferredValue(posts.data !== undefined, false);
  const data = shown ? posts.data : undefined;

  if (posts.isError) return <LoadFailed message="The posts could not be loaded." onRetry={() => void posts.refetch()} />;
  if (!data) return <LoadingBlock label="Loading posts" />;

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">{empty}</p>;
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-3">
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={posts.hasNextPage} loading={posts.isFetchingNextPage} onLoadMore={() => void posts.fetchNextPage()} label="Load more posts" />
    </>
  );
}
