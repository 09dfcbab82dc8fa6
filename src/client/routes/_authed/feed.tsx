import { createFileRoute } from '@tanstack/react-router';
import { postsQueryOptions } from '../../features/feed/api/get-posts.ts';
import { FeedPage } from '../../features/feed/components/feed-page.tsx';
import { feedFilter, feedSearchSchema } from '../../features/feed/components/feed-search.ts';

export const Route = createFileRoute('/_authed/feed')({
  validateSearch: feedSearchSchema,
  loaderDeps: ({ search }) => ({ scope: search.scope, tag: search.tag }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(postsQueryOptions(feedFilter(deps))),
  component: FeedRoute,
});

function FeedRoute() {
  const search = Route.useSearch();
  return <FeedPage search={search} />;
}
