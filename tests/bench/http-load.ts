import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number; total: number };

export type LoadOptions = {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's JSON body; the counter makes bodies differ. */
  body?: (counter: number) => unknown;
  /** Builds each request's path (from the same counter as the body); `url`'s path otherwise. */
  path?: (counter: number) => string;
};

export async function load(options: LoadOptions): Promise<LoadResult> {
  let counter = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 100,
    duration: options.seconds ?? 10,
    method: options.method ?? 'GET',
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    requests: options.body
      ? [
          {
            setupRequest: (request) => {
              counter += 1;
              const path = options.path?.(counter) ?? request.path;
              return { ...request, path, body: JSON.stringify(options.body?.(counter)) };
            },
          },
        ]
      : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
