/*
 * What one tab's outbox tells the other tabs of the same user (BroadcastChannel): that the
 * stored list changed, with the server's answers it got (sent, refused) or the requests it
 * dropped, so that their lists settle as this tab's do. Where BroadcastChannel is missing,
 * the other tabs read the stored list again when they get the focus.
 */
import { z } from 'zod';
import { apiErrorSchema } from '../../contract/common.ts';
import { ApiError } from './api-client.ts';
import { parseQueuedRequest, queuedRequestSchema, type QueuedRequest } from './outbox-storage.ts';

export type OutboxEvent =
  | { type: 'sent'; request: QueuedRequest; response: unknown }
  | { type: 'rejected'; request: QueuedRequest; error: ApiError }
  | { type: 'discarded'; request: QueuedRequest };

const toldSchema = z.object({
  events: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('sent'), request: queuedRequestSchema, response: z.unknown() }),
      z.object({ type: z.literal('rejected'), request: queuedRequestSchema, error: apiErrorSchema }),
      z.object({ type: z.literal('discarded'), request: queuedRequestSchema }),
    ]),
  ),
});

function heard(data: unknown): OutboxEvent[] {
  const told = toldSchema.safeParse(data);
  if (!told.success) return [];
  return told.data.events.flatMap((event): OutboxEvent[] => {
    const request = parseQueuedRequest(event.request);
    if (!request) return [];
    if (event.type === 'sent') return [{ type: 'sent', request, response: event.response }];
    if (event.type === 'rejected') return [{ type: 'rejected', request, error: new ApiError(event.error) }];
    return [{ type: 'discarded', request }];
  });
}

const wire = (event: OutboxEvent) => (event.type === 'rejected' ? { ...event, error: event.error.body } : event);

export type OtherTabs = { tell: (events: OutboxEvent[]) => void; close: () => void };

/** Opens the channel of the outbox `key`: `onChange` hears each change another tab made, with what happened in it. */
export function openOtherTabs(key: string, onChange: (events: OutboxEvent[]) => void): OtherTabs {
  if (typeof BroadcastChannel === 'undefined') return { tell: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(key);
  let open = true;
  channel.onmessage = (message: MessageEvent<unknown>) => onChange(heard(message.data));
  return {
    tell: (events) => {
      if (open) channel.postMessage({ events: events.map(wire) });
    },
    close: () => {
      open = false;
      channel.close();
    },
  };
}
