import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { Post } from '../../../../contract/posts.ts';
import { ReportMenu } from '../../../components/report-dialog.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { HeartIcon, PencilIcon, ShareIcon, SpeechBubbleIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { formatCompactCount } from '../../../lib/compact-count.ts';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { useWaitingCommentCount } from '../api/create-comment.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { queueLike, useLikeWithQueued, useLikePost } from '../api/like-post.ts';
import { useSharePost } from './use-share-post.ts';

const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const actionBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-50';
const actionClass = `${actionBase} text-muted hover:text-fg`;

/** Like, comments, share, edit (for its author, through `onEdit`), delete (for its author or an admin) and, for others, a menu to report it. */
export function PostActions({ post, onDeleted, onEdit }: { post: Post; onDeleted?: () => void; onEdit?: () => void }) {
  const me = useMe();
  const like = useLikePost();
  const { likedByMe, likesCount, waiting: likesWaiting } = useLikeWithQueued(post);
  const commentsCount = post.commentsCount + useWaitingCommentCount(post.id);
  const { share, isPending: sharing } = useSharePost();
  const remove = useDeletePost({ mutationConfig: { onSuccess: () => onDeleted?.() } });
  const confirm = useConfirm();
  const pending = isOptimistic(post.id);
  const mine = post.author.id === me.id;
  const canDelete = mine || me.role === 'admin';
  // A toggle made while earlier ones still wait goes behind them, or the server would see them out of order.
  const toggleLike = () => {
    if (navigator.onLine && likesWaiting === 0) like.mutate(post.id);
    else queueLike(post.id).catch(() => toast.error(catalogue.error));
  };

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
      <button
        type="button"
        aria-pressed={likedByMe}
        aria-label={`Like, ${plural(likesCount, 'like', 'likes')}`}
        disabled={pending}
        onClick={toggleLike}
        className={likedByMe ? `${actionBase} text-danger-text` : actionClass}
      >
        <HeartIcon filled={likedByMe} className="size-5" />
        <span aria-hidden="true">{formatCompactCount(likesCount)}</span>
      </button>
      {pending ? (
        <span className={actionClass}>
          <SpeechBubbleIcon className="size-5" />
          <span aria-hidden="true">{formatCompactCount(commentsCount)}</span>
          <span className="sr-only">{plural(commentsCount, 'comment', 'comments')}</span>
        </span>
      ) : (
        <Link to="/posts/$postId" params={{ postId: post.id }} aria-label={plural(commentsCount, 'comment', 'comments')} className={actionClass}>
          <SpeechBubbleIcon className="size-5" />
          <span aria-hidden="true">{formatCompactCount(commentsCount)}</span>
        </Link>
      )}
      <button
        type="button"
        aria-label={`Share, ${plural(post.shareCount, 'share', 'shares')}`}
        disabled={pending || sharing}
        onClick={() => void share(post)}
        className={actionClass}
      >
        <ShareIcon className="size-5" />
        <span aria-hidden="true">{formatCompactCount(post.shareCount)}</span>
      </button>
      {mine && onEdit ? (
        <button type="button" aria-label="Edit post" disabled={pending} onClick={onEdit} className={`${actionClass} ml-auto`}>
          <PencilIcon className="size-5" />
        </button>
      ) : null}
      {canDelete ? (
        <button
          type="button"
          aria-label="Delete post"
          disabled={pending || remove.isPending}
          onClick={() => confirm.ask(() => remove.mutateAsync(post.id).catch(() => undefined), 'This post will be deleted for everyone.')}
          className={`${actionBase} ${mine && onEdit ? '' : 'ml-auto'} text-muted hover:text-danger-text`}
        >
          <TrashIcon className="size-5" />
        </button>
      ) : null}
      {!mine && !pending ? (
        <ReportMenu target={{ type: 'post', id: post.id, what: 'post' }} label={`More actions on ${post.author.name}'s post`} className={canDelete ? '' : 'ml-auto'} />
      ) : null}
      {confirm.dialog}
    </div>
  );
}
