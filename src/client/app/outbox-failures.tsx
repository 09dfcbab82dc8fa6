/*
 * Writes from the outbox that the server refused (4xx): each with the server's message and
 * the choice to send it again or drop it. Shown above every signed-in page.
 */
import { Button } from '../components/ui/button.tsx';
import { catalogue } from '../lib/catalogue.ts';
import { discardRequest, retryRequest, useOutboxRequests, type QueuedRequest } from '../lib/outbox.ts';

const KIND_NAMES: Record<string, string> = {
  post: 'Your post',
  comment: 'Your comment',
  like: 'Your like',
  message: 'Your message',
  'group-message': 'Your group post',
  note: 'Your note',
  task: 'A change to your task board',
  review: 'A card review',
};

/** The words the student wrote in it, whatever the write calls them. */
function textOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  for (const field of ['title', 'body', 'message'] as const) {
    const value = (json as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

function describe(request: QueuedRequest): string {
  const name = KIND_NAMES[request.kind ?? ''] ?? 'A change you made';
  const text = textOf(request.json);
  return text ? `${name}: “${text.length > 60 ? `${text.slice(0, 60)}…` : text}”` : name;
}

export function OutboxFailures() {
  const failed = useOutboxRequests().filter((request) => request.failure);
  if (failed.length === 0) return null;
  return (
    <ul aria-label="Not sent" className="mb-4 flex flex-col gap-2">
      {failed.map((request) => (
        <li key={request.id} role="alert" className="flex flex-col gap-2 rounded-2xl border border-danger bg-surface p-3 text-sm sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-fg">
              {catalogue.offlineFirst.sendFailed} · {describe(request)}
            </p>
            <p className="text-danger-text">{request.failure?.message}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void retryRequest(request.id)}>
              {catalogue.offlineFirst.retry}
            </Button>
            <Button variant="secondary" onClick={() => void discardRequest(request.id)}>
              {catalogue.offlineFirst.discard}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
