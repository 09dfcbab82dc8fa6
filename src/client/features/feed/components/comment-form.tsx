import { toast } from 'sonner';
import { COMMENT_BODY_MAX } from '../../../../contract/posts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { queueComment, useCreateComment } from '../api/create-comment.ts';
import { useRetryKey } from '../api/retry-key.ts';
import { HashtagTextarea } from './hashtag-textarea.tsx';

/** Write a comment; it shows first in the list at once and comes out again if sending fails (offline, it waits in the outbox). */
export function CommentForm({ postId }: { postId: string }) {
  const [body, setBody] = useDraft(`comment:${postId}`);
  const retryKey = useRetryKey();
  const create = useCreateComment({
    mutationConfig: {
      onError: (_error, variables) => setBody((current) => current || variables.body),
      onSuccess: (_comment, variables) => retryKey.done({ postId: variables.postId, body: variables.body }),
    },
  });
  const length = body.trim().length;
  const valid = length >= 1 && length <= COMMENT_BODY_MAX;

  const submit = () => {
    if (!valid) return;
    const comment = { postId, body: body.trim() };
    const idempotencyKey = retryKey.keyFor(comment);
    if (navigator.onLine) create.mutate({ ...comment, idempotencyKey });
    else {
      queueComment(comment, idempotencyKey).catch(() => toast.error(catalogue.content.commentFailed));
      retryKey.done(comment);
    }
    setBody('');
  };

  return (
    <form
      aria-label="New comment"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <HashtagTextarea label="Write a comment" value={body} onChange={setBody} max={COMMENT_BODY_MAX} placeholder="Write a comment…" rows={2} onSubmit={submit}>
        <Button type="submit" disabled={!valid} className="min-w-24">
          Comment
        </Button>
      </HashtagTextarea>
    </form>
  );
}
