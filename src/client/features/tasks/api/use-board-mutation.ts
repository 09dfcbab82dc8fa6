/*
 * The one shape of every write to the task board: show the change at once, roll the whole
 * board back (with a toast giving the server's reason) if the server refuses, and apply the server's
 * answer over whatever the board holds by then. A 404 means the task or column was deleted
 * elsewhere (another tab or device): it comes off the board, which is then read afresh. The
 * board's writes share one mutation scope, so they reach the server one at a time and in the
 * order they were made. Offline (or while earlier changes still wait there) a write goes to the
 * outbox instead: queued-board.ts.
 */
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TaskBoard, TaskColumn } from '../../../../contract/tasks.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { enqueueRequest, type QueuedRequest } from '../../../lib/outbox.ts';
import { taskKeys } from './keys.ts';
import { shouldQueueBoardWrite } from './queued-board.ts';

type Columns = TaskColumn[];
type Write<V, R> = (variables: V) => Promise<R>;

type BoardContext = { previous: TaskBoard | undefined };
/** lib/react-query's MutationConfig, for a write whose variables and answer are still type parameters here. */
export type BoardMutationConfig<V, R> = Omit<UseMutationOptions<R, Error, V, BoardContext>, 'mutationFn'>;

type BoardMutation<V, R> = {
  mutationFn: Write<V, R>;
  /** The same write as the outbox keeps it (queued-board.ts's boardRequest). */
  queue: (variables: V) => QueuedRequest;
  optimistic: (columns: Columns, variables: V) => Columns;
  settle: (columns: Columns, result: R, variables: V) => Columns;
  /** The board without what a 404 says is gone (the task or column written to). */
  gone?: (columns: Columns, variables: V) => Columns;
  successText?: string;
  mutationConfig?: BoardMutationConfig<V, R>;
};

/** What the caller hears of a write: done (saved, or kept in the outbox) or failed (after the rollback). */
type WriteCallbacks = { onSuccess?: () => void; onError?: () => void };

export function useBoardMutation<V, R>({ mutationFn, queue, optimistic, settle, gone, successText, mutationConfig }: BoardMutation<V, R>) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  const edit = (update: (columns: Columns) => Columns) =>
    queryClient.setQueryData<TaskBoard>(taskKeys.board(), (board) => (board ? { items: update(board.items) } : board));

  const mutation = useMutation({
    ...rest,
    mutationFn,
    scope: { id: 'task-board' },
    onMutate: (variables): BoardContext => {
      const previous = queryClient.getQueryData<TaskBoard>(taskKeys.board());
      edit((columns) => optimistic(columns, variables));
      return { previous };
    },
    onError: (...args) => {
      const [error, variables, context] = args;
      if (context?.previous) queryClient.setQueryData(taskKeys.board(), context.previous);
      if (isApiError(error, 404)) {
        if (gone) edit((columns) => gone(columns, variables));
        void queryClient.invalidateQueries({ queryKey: taskKeys.board() });
      }
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [result, variables] = args;
      edit((columns) => settle(columns, result, variables));
      // A read of the board begun before this write could land after it, with the old order.
      if (queryClient.isFetching({ queryKey: taskKeys.board() }) > 0) void queryClient.invalidateQueries({ queryKey: taskKeys.board() });
      if (successText) toast.success(successText);
      return onSuccess?.(...args);
    },
  });

  const enqueue = (variables: V) =>
    enqueueRequest(queue(variables)).catch((error: unknown) => {
      toast.error(catalogue.error);
      throw error;
    });
  return {
    mutate: (variables: V, callbacks: WriteCallbacks = {}) => {
      if (!shouldQueueBoardWrite()) return mutation.mutate(variables, callbacks);
      enqueue(variables).then(callbacks.onSuccess, callbacks.onError);
    },
    mutateAsync: (variables: V): Promise<unknown> => (shouldQueueBoardWrite() ? enqueue(variables) : mutation.mutateAsync(variables)),
  };
}
