import { toast } from 'sonner';
import { POST_BODY_MAX } from '../../../../contract/posts.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { queuePost, useCreatePost } from '../api/create-post.ts';
import { useRetryKey } from '../api/retry-key.ts';
import { HashtagTextarea } from './hashtag-textarea.tsx';

/** Write a post (1–5000 characters, #hashtags highlighted); it shows in the feed at once. */
export function PostComposer() {
  const me = useMe();
  const [body, setBody] = useDraft('post');
  const retryKey = useRetryKey();
  // The text is cleared at once; a failed post gives it back so nothing is lost.
  const create = useCreatePost({
    mutationConfig: {
      onError: (_error, variables) => setBody((current) => current || variables.body),
      onSuccess: (_post, { body: sent }) => retryKey.done({ body: sent }),
    },
  });
  const length = body.trim().length;
  const valid = length >= 1 && length <= POST_BODY_MAX;

  const submit = () => {
    if (!valid) return;
    const post = { body: body.trim() };
    const idempotencyKey = retryKey.keyFor(post);
    if (navigator.onLine) create.mutate({ ...post, idempotencyKey });
    else {
      queuePost(post, idempotencyKey).catch(() => toast.error(catalogue.error));
      retryKey.done(post);
    }
    setBody('');
  };

  return (
    <form
      aria-label="New post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <span className="hidden sm:block">
        <Avatar name={me.name} url={me.avatarUrl} />
      </span>
      <div className="min-w-0 flex-1">
        <HashtagTextarea
          label="Write a post"
          value={body}
          onChange={setBody}
          max={POST_BODY_MAX}
          placeholder="What's happening on campus? Add #hashtags"
          onSubmit={submit}
        >
          <Button type="submit" disabled={!valid} className="min-w-24">
            Post
          </Button>
        </HashtagTextarea>
      </div>
    </form>
  );
}
