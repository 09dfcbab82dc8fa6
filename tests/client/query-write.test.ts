import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { writeQuery } from '../../src/client/lib/query-write.ts';
import { deferred } from './support/deferred.ts';

const key = ['items'];
let queryClient: QueryClient;

afterEach(() => queryClient.clear());

describe('writeQuery', () => {
  it('keeps a change made while a fetch is under way: the fetch is asked again and its older answer dropped', async () => {
    let server = ['a'];
    const late = deferred();
    let calls = 0;
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => [...server] });

    const fetching = queryClient.fetchQuery({
      queryKey: key,
      staleTime: 0,
      queryFn: async () => {
        calls += 1;
        const answer = [...server];
        if (calls === 1) await late.promise;
        return answer;
      },
    });
    server = ['b', 'a'];
    writeQuery<string[]>(queryClient, key, (items) => ['b', ...(items ?? [])]);
    late.resolve();
    await fetching.catch(() => undefined);
    await expect.poll(() => queryClient.isFetching()).toBe(0);

    expect(queryClient.getQueryData(key)).toEqual(['b', 'a']);
    expect(calls).toBe(2);
  });

  it('only sets the data when nothing is being fetched', () => {
    queryClient = new QueryClient();
    writeQuery<string[]>(queryClient, key, ['a']);
    expect(queryClient.getQueryData(key)).toEqual(['a']);
    expect(queryClient.isFetching()).toBe(0);
  });
});
