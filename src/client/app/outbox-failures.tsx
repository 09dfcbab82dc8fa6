/*
 * Writes from the outbox that the server refused (4xx), above every signed-in page. One is shown
 * as it is; several fold into one line (how many, Show, Discard all) so that they never fill a
 * phone's screen. Each offers what can help: Retry where sending it again may work (not where
 * the server said what it was for is gone: a 404 answers every retry), Copy text where it
 * carried words the student typed, and Discard.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { useConfirm } from '../components/ui/confirm-dialog.tsx';
import { catalogue } from '../lib/catalogue.ts';
import { discardRequest, discardRequests, retryRequest, useOutboxRequests, type QueuedRequest } from '../lib/outbox.ts';

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

const TEXT_FIELDS = ['title', 'body', 'message', 'description'] as const;

/** The words the student wrote in it, whatever the write calls them (a title first). */
function textsOf(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  return TEXT_FIELDS.flatMap((field) => {
    const value = (json as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() ? [value.trim()] : [];
  });
}

function describe(request: QueuedRequest): string {
  const name = KIND_NAMES[request.kind ?? ''] ?? 'A change you made';
  const [text] = textsOf(request.json);
  return text ? `${name}: “${text.length > 60 ? `${text.slice(0, 60)}…` : text}”` : name;
}

/** The server said what the write was for no longer exists: sending it again cannot work. */
const isGone = (request: QueuedRequest) => request.failure?.code === 'NOT_FOUND';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Text copied');
  } catch {
    toast.error(catalogue.error, { description: 'The text could not be copied.' });
  }
}

function FailureActions({ request }: { request: QueuedRequest }) {
  const text = textsOf(request.json).join('\n\n');
  return (
    <div className="flex flex-wrap gap-2">
      {isGone(request) ? null : (
        <Button variant="secondary" onClick={() => void retryRequest(request.id)}>
          {catalogue.offlineFirst.retry}
        </Button>
      )}
      {text ? (
        <Button variant="secondary" onClick={() => void copyText(text)}>
          Copy text
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => void discardRequest(request.id)}>
        {catalogue.offlineFirst.discard}
      </Button>
    </div>
  );
}

function FailureText({ request, alert = false }: { request: QueuedRequest; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="min-w-0">
      <p className="font-semibold break-words text-fg">
        {catalogue.offlineFirst.sendFailed} · {describe(request)}
      </p>
      <p className="break-words text-danger-text">{request.failure?.message}</p>
      {isGone(request) ? <p className="text-muted">What it was for has been deleted, so it cannot be sent.</p> : null}
    </div>
  );
}

function FailureSummary({ failed }: { failed: QueuedRequest[] }) {
  const [open, setOpen] = useState(false);
  const { ask, dialog } = useConfirm();
  const listId = useId();
  const discardAll = () =>
    ask(
      () => discardRequests(failed.map((request) => request.id)),
      `${failed.length} changes will be dropped without being sent. Copy any text you want to keep first.`,
    );
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p role="alert" className="min-w-0 flex-1 font-semibold break-words text-fg">
          {catalogue.offlineFirst.sendFailed} · {failed.length} changes could not be saved
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {open ? 'Hide' : 'Show'}
          </Button>
          <Button variant="secondary" onClick={discardAll}>
            Discard all
          </Button>
        </div>
      </div>
      {open ? (
        <ul id={listId} aria-label="Changes not sent" className="mt-3 flex flex-col divide-y divide-line border-t border-line">
          {failed.map((request) => (
            <li key={request.id} className="flex flex-col gap-2 py-3">
              <FailureText request={request} />
              <FailureActions request={request} />
            </li>
          ))}
        </ul>
      ) : null}
      {dialog}
    </>
  );
}

export function OutboxFailures() {
  const failed = useOutboxRequests().filter((request) => request.failure);
  const [only] = failed;
  if (!only) return null;
  return (
    <section aria-label={catalogue.offlineFirst.sendFailed} className="mb-4 rounded-2xl border border-danger bg-surface p-3 text-sm">
      {failed.length === 1 ? (
        <div className="flex flex-col gap-2">
          <FailureText request={only} alert />
          <FailureActions request={only} />
        </div>
      ) : (
        <FailureSummary failed={failed} />
      )}
    </section>
  );
}
