import { RichText } from '../../../components/ui/rich-text.tsx';
import { ReportMenu } from '../../../components/report-dialog.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { formatMessageTime } from '../../../lib/dates.ts';
import type { ChatItem } from '../api/get-messages.ts';

type MessageBubbleProps = { item: ChatItem; mine: boolean; onRetry: (item: ChatItem) => void };

/** One message: mine on the right in the theme colour, theirs on the left with a menu to report it; mine may be sending or failed. */
export function MessageBubble({ item, mine, onRetry }: MessageBubbleProps) {
  const status = item.local?.status;
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`} data-status={status ?? 'sent'}>
      <div className={`flex w-full items-center gap-1 ${mine ? 'justify-end' : 'justify-start'}`}>
        <p
          className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] break-words whitespace-pre-wrap sm:max-w-[75%] ${
            mine ? 'rounded-br-md bg-primary text-on-primary' : 'rounded-bl-md bg-muted-surface text-fg'
          } ${status === 'pending' || status === 'queued' ? 'opacity-70' : ''} ${status === 'failed' ? 'ring-2 ring-danger' : ''}`}
        >
          <RichText text={item.body} linkClassName={mine ? 'text-on-primary' : undefined} />
        </p>
        {mine || status ? null : <ReportMenu target={{ type: 'message', id: item.id, what: 'message' }} label={`More actions on ${item.sender.name}'s message`} align="start" side="above" />}
      </div>
      <p className="flex items-center gap-2 px-1 text-xs text-muted">
        {status === 'pending' ? <span>Sending…</span> : null}
        {status === 'queued' ? <span>{catalogue.offlineFirst.waitingToSend}</span> : null}
        {status === 'failed' ? (
          <>
            <span role="alert" className="font-semibold text-danger-text">Failed to send</span>
            <button
              type="button"
              onClick={() => onRetry(item)}
              className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
            >
              Retry
            </button>
          </>
        ) : null}
        {status === undefined ? <time dateTime={item.createdAt}>{formatMessageTime(item.createdAt)}</time> : null}
      </p>
    </li>
  );
}
