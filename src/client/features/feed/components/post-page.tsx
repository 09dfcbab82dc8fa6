import { useNavigate } from '@tanstack/react-router';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWaitingCommentCount } from '../api/create-comment.ts';
import { usePost } from '../api/get-post.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { PostCard } from './post-card.tsx';

/** One post with its comments and a box to add one. */
export function PostPage({ postId }: { postId: string }) {
  const { data: post, error } = usePost(postId);
  const waitingComments = useWaitingCommentCount(postId);
  const navigate = useNavigate();
  useDocumentTitle(post ? `Post by ${post.author.name}` : 'Post');
  // Deleted or removed while open (the feed's post:deleted resets it): say so instead of a blank page.
  if (!post && error instanceof ApiError && error.status === 404) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink to="/feed" label="Back to feed" />
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">
          {error.message}
        </p>
      </div>
    );
  }
  if (!post) return null;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/feed" label="Back to feed" />
      <h1 className="sr-only">Post by {post.author.name}</h1>
      <PostCard post={post} onDeleted={() => void navigate({ to: '/feed', replace: true })} />
      <section aria-labelledby="comments-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
        <h2 id="comments-heading" className="text-lg font-semibold text-fg">
          Comments <span className="text-muted">({post.commentsCount + waitingComments})</span>
        </h2>
        <CommentForm postId={post.id} />
        <CommentList postId={post.id} />
      </section>
    </div>
  );
}
