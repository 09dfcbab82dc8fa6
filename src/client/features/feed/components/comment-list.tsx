import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useComments } from '../api/get-comments.ts';
import { isStandIn } from '../api/stand-in.ts';
import { HashtagText } from './hashtag-text.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { TimeAgo } from './time-ago.tsx';

/** A post's comments, newest first, paged. */
export function CommentList({ postId }: { postId: string }) {
  const comments = useComments(postId);
  if (comments.isPending) return <div className="flex justify-center py-6"><Spinner className="size-6" label="Loading comments" /></div>;
  if (comments.isError) return <p role="alert" className="text-muted">The comments could not be loaded.</p>;

  const items = comments.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-4 text-center text-muted">No comments yet. Start the conversation.</p>;
  return (
    <>
      <ul aria-label="Comments" className="flex flex-col gap-3">
        {items.map((comment) => (
          <li key={comment.id} aria-busy={isStandIn(comment) || undefined} className={`flex gap-3 ${isStandIn(comment) ? 'opacity-70' : ''}`}>
            <Avatar name={comment.author.name} url={comment.author.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1 rounded-2xl bg-muted-surface px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <Link to="/profile/$userId" params={{ userId: comment.author.id }} className="font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
                  {comment.author.name}
                </Link>
                <span className="text-muted">{isStandIn(comment) ? 'Sending…' : <TimeAgo iso={comment.createdAt} />}</span>
              </p>
              <p className="break-words whitespace-pre-line text-fg">
                <HashtagText text={comment.body} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={comments.hasNextPage} loading={comments.isFetchingNextPage} onLoadMore={() => void comments.fetchNextPage()} label="Load more comments" />
    </>
  );
}
