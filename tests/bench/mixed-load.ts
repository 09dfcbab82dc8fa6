/*
 * The mixed workload: many distinct signed-in students at once, reads and writes in the
 * proportions of a real day. Each request picks a student and a kind at random; latency is
 * kept per kind. With several base URLs the connections are split evenly between them, as a
 * round-robin balancer would.
 */
import autocannon from 'autocannon';

export type Student = { token: string; conversationId: string };

export type MixWorld = {
  students: Student[];
  /** Posts to open, like, comment on and page from. */
  postIds: string[];
  hashtags: string[];
};

type Kind = 'feed' | 'deep page' | 'post page' | 'notifications' | 'messages read' | 'like' | 'comment' | 'new post' | 'message';
type Pick = { method: 'GET' | 'POST'; path: string; body?: unknown };

const MIX: [Kind, number][] = [
  ['feed', 55],
  ['deep page', 10],
  ['post page', 10],
  ['notifications', 8],
  ['messages read', 5],
  ['like', 5],
  ['comment', 4],
  ['new post', 2],
  ['message', 1],
];

const FEED_SCOPES = ['scope=all', 'scope=following', 'scope=campus'];

function makeRequest(kind: Kind, world: MixWorld, student: Student, n: number): Pick {
  const post = world.postIds[n % world.postIds.length] ?? '';
  switch (kind) {
    case 'feed': {
      // A quarter by hashtag, the rest spread over the three scopes.
      const hashtag = world.hashtags[n % world.hashtags.length] ?? '';
      const query = n % 4 === 0 ? `hashtag=${hashtag}` : FEED_SCOPES[n % FEED_SCOPES.length];
      return { method: 'GET', path: `/api/v1/posts?take=20&${query}` };
    }
    case 'deep page':
      return { method: 'GET', path: `/api/v1/posts?take=20&cursor=${post}` };
    case 'post page':
      return { method: 'GET', path: `/api/v1/posts/${post}` };
    case 'notifications':
      return { method: 'GET', path: '/api/v1/notifications?take=20' };
    case 'messages read':
      return n % 2 ? { method: 'GET', path: '/api/v1/messaging/conversations' } : { method: 'GET', path: `/api/v1/messaging/messages/${student.conversationId}` };
    case 'like':
      return { method: 'POST', path: `/api/v1/posts/like/${post}` };
    case 'comment':
      return { method: 'POST', path: '/api/v1/posts/new-comment', body: { postId: post, body: `Good point, see the notes from week ${n % 13}` } };
    case 'new post':
      return { method: 'POST', path: '/api/v1/posts/create', body: { body: `Mixed bench post ${n} #Exams` } };
    case 'message':
      return { method: 'POST', path: '/api/v1/messaging/conversation/newMessage', body: { conversationId: student.conversationId, body: `See you at the library (${n})` } };
  }
}

export type KindResult = { count: number; errors: number; p50: number; p99: number };
export type MixResult = { rps: number; total: number; errors: number; p50: number; p99: number; kinds: Map<Kind, KindResult> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function summarize(latencies: number[], errors: number): KindResult {
  const sorted = latencies.sort((a, b) => a - b);
  return { count: sorted.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** A deterministic spread of kinds over request numbers, in MIX's proportions. */
function kindTable(): Kind[] {
  return MIX.flatMap(([kind, weight]) => Array.from({ length: weight }, () => kind));
}

export async function runMix(options: { baseUrls: string[]; world: MixWorld; connections: number; seconds: number }): Promise<MixResult> {
  const table = kindTable();
  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
  let counter = 0;
  // Steps through the table with a stride prime to its length, so neighbouring requests differ in kind.
  const next = () => {
    counter += 1;
    return { n: counter, kind: table[(counter * 37) % table.length] as Kind, student: options.world.students[(counter * 7919) % options.world.students.length] as Student };
  };
  type Context = { kind?: Kind; sentAt?: number };
  const perUrl = Math.max(1, Math.floor(options.connections / options.baseUrls.length));
  const started = performance.now();
  const runs = options.baseUrls.map((url) =>
    autocannon({
      url,
      connections: perUrl,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request, context: Context) => {
            const { n, kind, student } = next();
            const pick = makeRequest(kind, options.world, student, n);
            context.kind = kind;
            context.sentAt = performance.now();
            const headers: Record<string, string> = { authorization: `Bearer ${student.token}` };
            if (pick.body !== undefined) headers['content-type'] = 'application/json';
            return { ...request, method: pick.method, path: pick.path, headers, body: pick.body === undefined ? undefined : JSON.stringify(pick.body) };
          },
          onResponse: (status, _body, context: Context) => {
            if (!context.kind || context.sentAt === undefined) return;
            latencies.get(context.kind)?.push(performance.now() - context.sentAt);
            if (status >= 400) errors.set(context.kind, (errors.get(context.kind) ?? 0) + 1);
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  const seconds = (performance.now() - started) / 1000;
  const kinds = new Map<Kind, KindResult>(MIX.map(([kind]) => [kind, summarize(latencies.get(kind) ?? [], errors.get(kind) ?? 0)]));
  const all = [...latencies.values()].flat();
  const transportErrors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const httpErrors = [...errors.values()].reduce((sum, e) => sum + e, 0);
  const { p50, p99 } = summarize(all, 0);
  return { rps: all.length / seconds, total: all.length, errors: transportErrors + httpErrors, p50, p99, kinds };
}
