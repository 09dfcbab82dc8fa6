import { useState } from 'react';
import { toast } from 'sonner';
import type { GroupMessage, GroupRole } from '../../../../contract/groups.ts';
import { ReportMenu } from '../../../components/report-dialog.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { formatLongDateTime } from '../../../lib/dates.ts';
import { useMe } from '../../../lib/me-context.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { shareLink } from '../../../lib/share-link.ts';
import { useUpdateShareCount } from '../api/share-post.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { CommentForm, CommentList } from './comment-section.tsx';
import { GroupPostEditor } from './group-post-editor.tsx';

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text disabled:opacity-50 aria-pressed:text-primary-text';

type MessageCardProps = {
  message: GroupMessage;
  groupName: string;
  myRole: GroupRole;
  onTag: (tag: string) => void;
  onDelete: (message: GroupMessage) => void;
  /** Replaces "Sending…" for a message waiting in the outbox. */
  status?: string;
};

export function MessageCard({ message, groupName, myRole, onTag, onDelete, status }: MessageCardProps) {
  const me = useMe();
  const [commenting, setCommenting] = useState(false);
  const [editing, setEditing] = useState(false);
  const like = useToggleLike({ groupId: message.groupId, userId: me.id });
  const share = useUpdateShareCount({ groupId: message.groupId });
  const pending = isOptimistic(message.id);
  const liked = message.likes.some((item) => item.userId === me.id);
  const mine = message.author.id === me.id;
  const canDelete = mine || myRole !== 'member';
  const headingId = `message-${message.id}-author`;

  const onShare = async () => {
    const url = new URL(`/groups/${encodeURIComponent(message.groupId)}#message-${message.id}`, window.location.origin).href;
    try {
      const outcome = await shareLink({ url, title: `A message in ${groupName}` });
      if (outcome === 'cancelled') return;
      if (outcome === 'copied') toast.success('Link copied to the clipboard');
      share.mutate({ id: message.id, shareHash: message.shareHash });
    } catch (error) {
      console.error('[groups] sharing failed', error);
    }
  };

  return (
    <article id={`message-${message.id}`} aria-labelledby={headingId} aria-busy={pending || undefined} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <header className="flex items-center gap-3">
        <Avatar name={message.author.name} url={message.author.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-fg">{message.author.name}</h3>
          <p className="text-sm text-muted">
            {pending ? (status ?? 'Sending…') : <TimeAgo iso={message.createdAt} />}
            {!pending && message.updatedAt !== message.createdAt ? (
              <span title={`Edited ${formatLongDateTime(message.updatedAt)}`}> · edited</span>
            ) : null}
          </p>
        </div>
        {mine || pending ? null : (
          <ReportMenu target={{ type: 'groupMessage', id: message.id, what: 'message' }} label={`More actions on ${message.author.name}'s message`} className="-mr-2" />
        )}
        {mine && !editing ? (
          <button type="button" className={`${actionClass} -mr-2`} disabled={pending} onClick={() => setEditing(true)}>
            Edit
          </button>
        ) : null}
        {canDelete ? (
          <button type="button" className={`${actionClass} -mr-2 text-danger-text`} disabled={pending} onClick={() => onDelete(message)}>
            Delete
          </button>
        ) : null}
      </header>
      {editing ? (
        <GroupPostEditor message={message} onClose={() => setEditing(false)} />
      ) : (
        <p className="break-words whitespace-pre-line text-fg">
          <RichText
            text={message.message}
            renderTag={(tag, text) => (
              // A button is laid out as an inline block, so unlike the feed's inline tag link it
              // does not break with the line: `anywhere` lets a long tag wrap inside it.
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-label={`Show posts tagged #${tag}`}
                className="rounded text-left font-semibold [overflow-wrap:anywhere] text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
              >
                {text}
              </button>
            )}
          />
        </p>
      )}
      <div className="-mx-2 flex flex-wrap items-center">
        <button type="button" className={actionClass} aria-pressed={liked} disabled={pending} onClick={() => like.mutate(message.id)}>
          {liked ? 'Liked' : 'Like'} <span className="tabular-nums">{message.likes.length}</span>
        </button>
        <button type="button" className={actionClass} aria-expanded={commenting} disabled={pending} onClick={() => setCommenting(!commenting)}>
          Comment <span className="tabular-nums">{message.comments.length}</span>
        </button>
        <button type="button" className={actionClass} disabled={pending} onClick={() => void onShare()}>
          Share <span className="tabular-nums">{message.shareCount}</span>
        </button>
      </div>
      {commenting && !pending ? <CommentForm groupId={message.groupId} messageId={message.id} autoFocus /> : null}
      <CommentList comments={message.comments} />
    </article>
  );
}
