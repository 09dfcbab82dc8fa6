/*
 * Socket fan-out: `clients` signed-in sockets in one institution; one author posts at a
 * steady rate; each socket notes when every `new-post` arrives. Latency is from the
 * moment the create request was sent to the moment a socket got the post.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { serverEvents } from '../../src/contract/socket-events.ts';

export type FanoutResult = { clients: number; posts: number; expected: number; delivered: number; perSecond: number; p50: number; p99: number };

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function connectAll(baseUrl: string, tokens: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map(
      (token) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(baseUrl, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

export async function measureFanout(options: {
  baseUrl: string;
  clientTokens: string[];
  authorToken: string;
  posts: number;
  postsPerSecond: number;
}): Promise<FanoutResult> {
  const sockets = await connectAll(options.baseUrl, options.clientTokens);
  const sentAt = new Map<string, number>();
  const latencies = new Float64Array(sockets.length * options.posts);
  let delivered = 0;
  const expected = sockets.length * options.posts;
  let firstSend = 0;
  let lastDelivery = 0;

  const allDelivered = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.on(serverEvents.newPost, (post: { body: string }) => {
        const sent = sentAt.get(post.body);
        if (sent === undefined) return;
        lastDelivery = performance.now();
        latencies[delivered] = lastDelivery - sent;
        delivered += 1;
        if (delivered === expected) resolve();
      });
    }
  });

  firstSend = performance.now();
  const interval = 1000 / options.postsPerSecond;
  for (let n = 0; n < options.posts; n += 1) {
    const body = `Fan-out bench post ${n} ${Date.now()}`;
    const due = firstSend + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    sentAt.set(body, performance.now());
    void fetch(`${options.baseUrl}/api/v1/posts/create`, {
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
