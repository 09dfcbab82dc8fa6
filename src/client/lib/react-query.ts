import type { UseMutationOptions } from '@tanstack/react-query';

type AnyFn = (...args: never[]) => Promise<unknown>;

/** What a caller may pass to a feature's mutation hook; its onSuccess runs after the feature's own. */
export type MutationConfig<F extends AnyFn, Context = unknown> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0], Context>,
  'mutationFn'
>;
