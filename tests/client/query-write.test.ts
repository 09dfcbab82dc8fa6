import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { stopFetchesUnder, writeQuery } from '../../src/client/lib/query-write.ts';
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

describe('stopFetchesUnder', () => {
  it('stops a fetch under way that would answer from before a change, and asks again when told', async () => {
    let server = ['a'];
    const late = deferred();
    const lateAnswered = deferred();
    let calls = 0;
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    const queryFn = async () => {
      calls += 1;
      const answer = [...server];
      if (calls === 2) {
        await late.promise;
        lateAnswered.resolve();
      }
      return answer;
    };
    const stopWatching = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => undefined);
    await expect.poll(() => queryClient.getQueryData(key)).toEqual(['a']);
    const stale = queryClient.refetchQueries({ queryKey: key });
    expect(queryClient.isFetching()).toBe(1);

    const fetchAgain = stopFetchesUnder(queryClient, ['items']);
    expect(queryClient.isFetching()).toBe(0);
    queryClient.setQueryData<string[]>(key, ['b', 'a']);
    late.resolve();
    await lateAnswered.promise;
    await stale;
    expect(queryClient.getQueryData(key)).toEqual(['b', 'a']);

    server = ['c', 'b', 'a'];
    fetchAgain();
    await expect.poll(() => queryClient.getQueryData(key)).toEqual(['c', 'b', 'a']);
    expect(calls).toBe(3);
    stopWatching();
  });

  it('leaves a first fetch alone: there is nothing on screen it could undo', async () => {
    const first = deferred();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loading = queryClient.fetchQuery({ queryKey: key, queryFn: async () => {
        await first.promise;
        return ['a'];
      },
    });

    const fetchAgain = stopFetchesUnder(queryClient, key);
    expect(queryClient.isFetching()).toBe(1);
    first.resolve();
    await expect(loading).resolves.toEqual(['a']);
    fetchAgain();
    expect(queryClient.isFetching()).toBe(0);
  });
});
