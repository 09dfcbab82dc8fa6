import { CommentReportMenu } from '../../../components/report-dialog.tsx';
import { CommentItem } from '../../../components/ui/comment-item.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useQueuedComments } from '../api/create-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { linkHashtag } from './hashtag-link.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';

/** A post's comments, newest first, paged; mine written offline come first with a "waiting to send" mark. */
export function CommentList({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const queued = useQueuedComments(postId);
  const me = useMe();
  if (comments.isPending) return <div className="flex justify-center py-6"><Spinner className="size-6" label="Loading comments" /></div>;
  if (comments.isError) return <p role="alert" className="text-muted">The comments could not be loaded.</p>;

  const saved = comments.data.pages.flatMap((page) => page.items).map((comment) => ({ comment, status: undefined }));
  const waiting = queued.map(({ comment, failed }) => ({ comment, status: failed ? catalogue.offlineFirst.sendFailed : catalogue.offlineFirst.waitingToSend }));
  const items = [...waiting, ...saved];
  if (items.length === 0) return <p className="py-4 text-center text-muted">No comments yet. Start the conversation.</p>;
  return (
    <>
      <ul aria-label="Comments" className="flex flex-col gap-3">
        {items.map(({ comment, status }) => (
          <CommentItem
            key={comment.id}
            author={comment.author}
            createdAt={comment.createdAt}
            pending={isOptimistic(comment.id)}
            status={status}
            menu={comment.author.id === me.id || isOptimistic(comment.id) ? null : <CommentReportMenu id={comment.id} authorName={comment.author.name} />}
          >
            <RichText text={comment.body} renderTag={linkHashtag} />
          </CommentItem>
        ))}
      </ul>
      <LoadMore hasMore={comments.hasNextPage} loading={comments.isFetchingNextPage} onLoadMore={() => void comments.fetchNextPage()} label="Load more comments" />
    </>
  );
}
