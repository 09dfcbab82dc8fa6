/*
 * The study budgets: `GET /study/today` for the seeded learner (held against the feed page's
 * req/s in the same run) and reviews of their cards, each card once, as a study session goes.
 */
import { load, type LoadResult } from './http-load.ts';

const RATINGS = [3, 3, 4, 1, 2] as const;

export async function measureStudy(options: { baseUrl: string; token: string; cardIds: string[]; seconds: number }): Promise<{ today: LoadResult; reviews: LoadResult }> {
  const headers = { authorization: `Bearer ${options.token}` };
  const today = await load({ url: `${options.baseUrl}/api/v1/study/today`, headers, seconds: options.seconds });
  const { cardIds } = options;
  const reviews = await load({
    url: `${options.baseUrl}/api/v1/study-sets/flash-cards/${cardIds[0]}/review`,
    method: 'POST',
    connections: 10,
    headers,
    path: (n) => `/api/v1/study-sets/flash-cards/${cardIds[n % cardIds.length]}/review`,
    body: (n) => ({ rating: RATINGS[n % RATINGS.length], reviewedAt: new Date().toISOString(), reviewId: `bench-${n}` }),
    seconds: options.seconds,
  });
  return { today, reviews };
}
