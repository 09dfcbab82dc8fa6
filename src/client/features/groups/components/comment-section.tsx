import { useId, useState, type FormEvent } from 'react';
import { GROUP_COMMENT_MAX, type GroupComment } from '../../../../contract/groups.ts';
import { userSummarySchema } from '../../../../contract/users.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { highlightHashtag } from '../../../components/ui/hashtag-text.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { useNewComment } from '../api/new-comment.ts';
import { BlockedFold } from '../../../components/blocked-fold.tsx';
import { ReportMenu } from '../../../components/report-dialog.tsx';

const PREVIEW = 2;

export function CommentForm({ groupId, messageId, autoFocus }: { groupId: string; messageId: string; autoFocus?: boolean }) {
  const me = useMe();
  const id = useId();
  const [text, setText] = useDraft(`group-comment:${messageId}`);
  const send = useNewComment({
    groupId,
    author: userSummarySchema.parse(me),
    mutationConfig: { onError: (_error, { message }) => setText((current) => (current ? current : message)) },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    send.mutate({ groupMessageId: messageId, message });
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">Write a comment</label>
      <input
        id={id}
        value={text}
        maxLength={GROUP_COMMENT_MAX}
        // The field appears because its button was pressed, so it takes the focus.
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        placeholder="Write a comment"
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-page px-3 py-2 text-base text-fg placeholder:text-muted focus:border-primary-text focus:outline-2 focus:outline-primary-text"
      />
      <Button type="submit" variant="secondary" disabled={!text.trim()}>
        Send
      </Button>
    </form>
  );
}

/** A message's comments, newest first: the latest two, or all of them when opened. */
export function CommentList({ comments }: { comments: GroupComment[] }) {
  const meId = useMe().id;
  const [all, setAll] = useState(false);
  if (comments.length === 0) return null;
  const shown = all ? comments : comments.slice(0, PREVIEW);
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Comments" className="flex flex-col gap-2">
        {shown.map((comment) => (
          <li key={comment.id}>
            <BlockedFold authorId={comment.author.id} compact>
              <div className="flex gap-2">
                <Avatar name={comment.author.name} url={comment.author.avatarUrl} size="sm" />
                <div className="min-w-0 flex-1 rounded-xl bg-muted-surface px-3 py-2">
                  <p className="text-sm">
                    <span className="font-semibold text-fg">{comment.author.name}</span>{' '}
                    <span className="text-muted">{isOptimistic(comment.id) ? 'Sending…' : <TimeAgo iso={comment.createdAt} />}</span>
                  </p>
                  <p className="text-sm break-words whitespace-pre-line text-fg">
                    <RichText text={comment.message} renderTag={highlightHashtag} />
                  </p>
                </div>
                {comment.author.id === meId || isOptimistic(comment.id) ? null : (
                  <ReportMenu target={{ type: 'groupComment', id: comment.id, what: 'comment' }} label={`More actions on ${comment.author.name}'s comment`} className="-mr-2 shrink-0" />
                )}
              </div>
            </BlockedFold>
          </li>
        ))}
      </ul>
      {comments.length > PREVIEW ? (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="min-h-11 self-start rounded-lg px-2 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
        >
          {all ? 'Show fewer comments' : `Show all ${comments.length} comments`}
        </button>
      ) : null}
    </div>
  );
}
