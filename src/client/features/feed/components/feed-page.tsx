import { Link } from '@tanstack/react-router';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { feedFilter, scopeLabels, type FeedSearch } from './feed-search.ts';
import { PostComposer } from './post-composer.tsx';
import { PostList } from './post-list.tsx';
import { QueuedPosts } from './queued-posts.tsx';
import { ScopeTabs } from './scope-tabs.tsx';

const emptyText = (search: FeedSearch) => {
  if (search.tag) return `No posts tagged #${search.tag} yet.`;
  if (search.scope === 'following') return 'No posts from people you follow yet. Follow classmates to see their posts here.';
  if (search.scope === 'campus') return 'No posts from your campus yet. Be the first!';
  return 'No posts yet. Be the first to post!';
};

/** The campus feed: write a post, pick whose posts to see, filter by a hashtag. */
export function FeedPage({ search }: { search: FeedSearch }) {
  const filter = feedFilter(search);
  useDocumentTitle(search.tag ? `#${search.tag}` : 'Feed');

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">Feed</h1>
      <PostComposer />
      <ScopeTabs scope={filter.scope} tag={search.tag} />
      {search.tag ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface py-1 pr-1 pl-4">
          <p className="min-w-0 py-2 text-sm [overflow-wrap:anywhere] text-fg">
            Posts tagged <span className="font-semibold text-primary-text">#{search.tag}</span>
          </p>
          <Link
            to="/feed"
            search={{ scope: search.scope }}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            <CloseIcon className="size-4" />
            Clear tag
          </Link>
        </div>
      ) : null}
      <QueuedPosts />
      <PostList filter={filter} label={`${scopeLabels[filter.scope]} posts`} empty={emptyText(search)} />
    </div>
  );
}
