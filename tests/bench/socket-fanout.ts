/*
 * Socket fan-out: `clients` signed-in sockets in one institution; one author posts at a
 * steady rate; each socket notes when every `new-post` arrives. Latency is from the
 * moment the create request was sent to the moment a socket got the post.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { connectWire, type WireClient } from './wire-client.ts';

export type FanoutResult = { clients: number; posts: number; expected: number; delivered: number; perSecond: number; p50: number; p99: number };

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type OnEvent = (event: string, payload: unknown) => void;

/** Clients take the base URLs in turn, as a round-robin balancer would hand them out. */
async function connectAll(baseUrls: string[], tokens: string[], onEvent: OnEvent): Promise<WireClient[]> {
  const clients: WireClient[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map((token, k) => connectWire(baseUrls[(i + k) % baseUrls.length] ?? '', token, onEvent));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** The author posts to the first base URL; clients are spread over all of them. */
export async function measureFanout(options: {
  baseUrls: string[];
  clientTokens: string[];
  authorToken: string;
  posts: number;
  postsPerSecond: number;
}): Promise<FanoutResult> {
  const sentAt = new Map<string, number>();
  const expected = options.clientTokens.length * options.posts;
  const latencies = new Float64Array(expected);
  let delivered = 0;
  let firstSend = 0;
  let lastDelivery = 0;
  let allArrived: () => void = () => undefined;
  const allDelivered = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  const onEvent: OnEvent = (event, payload) => {
    if (event !== serverEvents.newPost) return;
    const sent = sentAt.get((payload as { body: string }).body);
    if (sent === undefined) return;
    lastDelivery = performance.now();
    latencies[delivered] = lastDelivery - sent;
    delivered += 1;
    if (delivered === expected) allArrived();
  };
  const sockets = await connectAll(options.baseUrls, options.clientTokens, onEvent);

  firstSend = performance.now();
  const interval = 1000 / options.postsPerSecond;
  for (let n = 0; n < options.posts; n += 1) {
    const body = `Fan-out bench post ${n} ${Date.now()}`;
    const due = firstSend + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    sentAt.set(body, performance.now());
    void fetch(`${options.baseUrls[0]}/api/v1/posts/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.authorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });
  }
  // Whatever has not arrived 5 s after the last send counts as lost.
  await Promise.race([allDelivered, delay(5000 + options.posts * interval)]);
  for (const socket of sockets) socket.close();

  const sorted = latencies.slice(0, delivered).sort();
  const seconds = (lastDelivery - firstSend) / 1000;
  return {
    clients: sockets.length,
    posts: options.posts,
    expected,
    delivered,
    perSecond: seconds > 0 ? delivered / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
