/*
 * The reported object in its context, as the queue shows it: the post with its author,
 * the comment under what it is on, the direct message after the two before it, and so on.
 */
import { Link } from '@tanstack/react-router';
import type { ReportContent, ReportedItem } from '../../../../contract/safety.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

/** One piece of text with who wrote it; `reported` marks the piece the report is about. */
function Item({ item, reported = false, label }: { item: ReportedItem; reported?: boolean; label?: string }) {
  return (
    <div
      data-reported={reported || undefined}
      className={`flex gap-3 rounded-xl p-3 ${reported ? 'border-2 border-danger bg-surface' : 'bg-muted-surface text-muted'}`}
    >
      <Avatar name={item.author.name} url={item.author.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to="/profile/$userId" params={{ userId: item.author.id }} className="font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
            {item.author.name}
          </Link>
          <TimeAgo iso={item.createdAt} className="text-muted" />
          {label ? <span className="text-xs font-semibold text-muted uppercase">{label}</span> : null}
        </p>
        {item.title ? <p className="font-semibold text-fg">{item.title}</p> : null}
        <p className={`break-words whitespace-pre-line ${reported ? 'text-fg' : ''}`}>{item.body}</p>
      </div>
    </div>
  );
}

export function ReportedContent({ content }: { content: ReportContent | null }) {
  if (!content) return <p className="rounded-xl bg-muted-surface p-3 text-sm text-muted italic">This content is gone: its author deleted it, or it was removed.</p>;
  switch (content.type) {
    case 'post':
      return <Item item={content.post} reported />;
    case 'comment':
      return (
        <div className="flex flex-col gap-2">
          <Item item={content.parent} label={`the ${content.parentType}`} />
          <Item item={content.comment} reported label="comment" />
        </div>
      );
    case 'message':
      return (
        <div className="flex flex-col gap-2">
          {content.preceding.map((item) => (
            <Item key={item.id} item={item} label="before" />
          ))}
          <Item item={content.message} reported label="message" />
        </div>
      );
    case 'groupMessage':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">In the group {content.group.name}</p>
          <Item item={content.message} reported />
        </div>
      );
    case 'groupComment':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">In the group {content.group.name}</p>
          <Item item={content.message} label="the message" />
          <Item item={content.comment} reported label="comment" />
        </div>
      );
    case 'note':
      return <Item item={content.note} reported label={`${content.visibility} note`} />;
    case 'user':
      return (
        <div className="flex gap-3 rounded-xl border-2 border-danger p-3">
          <Avatar name={content.user.name} url={content.user.avatarUrl} size="md" />
          <div className="min-w-0">
            <Link to="/profile/$userId" params={{ userId: content.user.id }} className="font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
              {content.user.name}
            </Link>
            <p className="break-words whitespace-pre-line text-fg">{content.bio || 'No bio.'}</p>
          </div>
        </div>
      );
  }
}
