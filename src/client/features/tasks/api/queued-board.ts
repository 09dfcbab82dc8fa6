/*
 * Task-board changes made offline. Each waits in the outbox (lib/outbox.ts) as kind 'task',
 * naming in `meta.write` which change it is; the board is shown as the cached board with the
 * waiting changes replayed over it, in order, with the same edits the mutations make. A task
 * or column created offline is shown under its stand-in id (`meta.standInId`), which later
 * changes use; the outbox gives them the saved id once the create is sent. As each change is
 * sent, components/tasks-outbox.tsx applies the server's answer to the cached board.
 */
import { useMemo } from 'react';
import { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoints.ts';
import { createTaskBodySchema, taskColumnSchema, taskSchema, type TaskColumn } from '../../../../contract/tasks.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { peekOutbox, queuedRequest, useOutboxRequests, type QueuedRequest } from '../../../lib/outbox.ts';
import { addColumn, addTask, patchTask, placeTask, removeColumn, removeTask, renameColumn, settleTask } from './board-cache.ts';

type Columns = TaskColumn[];

const metaSchema = z.object({
  write: z.enum(['create-task', 'move-task', 'edit-task', 'delete-task', 'create-column', 'rename-column', 'delete-column']),
  standInId: z.string().optional(),
});
export type BoardWrite = z.infer<typeof metaSchema>['write'];

const moveSchema = z.object({ taskColumnId: z.string(), position: z.number().int() });
const editSchema = z.object({ title: z.string(), description: z.string() });
const titleSchema = z.object({ title: z.string() });

type Replay = {
  /** The change as the board shows it while it waits. */
  show: (columns: Columns, request: QueuedRequest, standInId: string) => Columns;
  /** The server's answer, once it is sent. */
  settle: (columns: Columns, response: unknown, request: QueuedRequest, standInId: string) => Columns;
};

const id = (request: QueuedRequest) => request.params.id ?? '';

/** `apply` to what `schema` reads in `value` (a queued body, an answer); the board unchanged if it reads nothing. */
function withParsed<T>(columns: Columns, schema: z.ZodType<T>, value: unknown, apply: (parsed: T) => Columns): Columns {
  const parsed = schema.safeParse(value);
  return parsed.success ? apply(parsed.data) : columns;
}

const settleSavedTask = (columns: Columns, response: unknown) => withParsed(columns, taskSchema, response, (task) => settleTask(columns, task));

const replays: Record<BoardWrite, Replay> = {
  'create-task': {
    show: (columns, request, standInId) =>
      withParsed(columns, createTaskBodySchema, request.json, (body) =>
        addTask(columns, { id: standInId, ...body, position: 0, createdAt: request.createdAt, updatedAt: request.createdAt }),
      ),
    settle: (columns, response, _request, standInId) => withParsed(columns, taskSchema, response, (task) => addTask(columns, task, standInId)),
  },
  'move-task': {
    show: (columns, request) => withParsed(columns, moveSchema, request.json, (move) => placeTask(columns, id(request), move.taskColumnId, move.position)),
    settle: settleSavedTask,
  },
  'edit-task': {
    show: (columns, request) => withParsed(columns, editSchema, request.json, (edit) => patchTask(columns, id(request), edit)),
    settle: settleSavedTask,
  },
  'delete-task': { show: (columns, request) => removeTask(columns, id(request)), settle: (columns, _response, request) => removeTask(columns, id(request)) },
  'create-column': {
    show: (columns, request, standInId) =>
      withParsed(columns, titleSchema, request.json, ({ title }) => addColumn(columns, { id: standInId, title, position: columns.length, tasks: [] })),
    settle: (columns, response, _request, standInId) => withParsed(columns, taskColumnSchema, response, (column) => addColumn(columns, column, standInId)),
  },
  'rename-column': {
    show: (columns, request) => withParsed(columns, titleSchema, request.json, ({ title }) => renameColumn(columns, id(request), title)),
    settle: (columns, response) => withParsed(columns, taskColumnSchema, response, (column) => renameColumn(columns, column.id, column.title)),
  },
  'delete-column': { show: (columns, request) => removeColumn(columns, id(request)), settle: (columns, _response, request) => removeColumn(columns, id(request)) },
};

function boardWriteOf(request: QueuedRequest): { replay: Replay; standInId: string; touches: string } | undefined {
  const meta = request.kind === 'task' ? metaSchema.safeParse(request.meta) : undefined;
  if (!meta?.success) return undefined;
  const standInId = meta.data.standInId ?? '';
  return { replay: replays[meta.data.write], standInId, touches: standInId || id(request) };
}

/** A board change for the outbox; a create names the stand-in id it is shown under. */
export function boardRequest(write: BoardWrite, endpoint: Endpoint, json: unknown, options: { params?: Record<string, string>; standInId?: string } = {}): QueuedRequest {
  return queuedRequest('task', endpoint, json, { params: options.params, meta: { write, standInId: options.standInId } });
}

/** Offline, or behind board changes still waiting: the change goes to the outbox, after them. */
export function shouldQueueBoardWrite(): boolean {
  return !navigator.onLine || peekOutbox().some((request) => request.kind === 'task');
}

/** The server's answer to a board change sent from the outbox, applied to `columns`. */
export function settleSentBoardWrite(columns: Columns, request: QueuedRequest, response: unknown): Columns {
  const write = boardWriteOf(request);
  return write ? write.replay.settle(columns, response, request, write.standInId) : columns;
}

/** The mark of a task or column with changes waiting ("Waiting to send", "Not sent"), or undefined. */
export type StatusOf = (itemId: string) => string | undefined;

export type ShownBoard = { columns: Columns; statusOf: StatusOf };

/** The cached board with the changes waiting in the outbox replayed over it, and the mark of each task or column they change. */
export function useShownBoard(columns: Columns): ShownBoard {
  const queue = useOutboxRequests();
  return useMemo(() => {
    const failed = new Map<string, boolean>();
    let shown = columns;
    for (const request of queue) {
      const write = boardWriteOf(request);
      if (!write) continue;
      shown = write.replay.show(shown, request, write.standInId);
      failed.set(write.touches, !!failed.get(write.touches) || request.failure !== undefined);
    }
    const statusOf = (itemId: string) => {
      const itemFailed = failed.get(itemId);
      if (itemFailed === undefined) return undefined;
      return itemFailed ? catalogue.offlineFirst.sendFailed : catalogue.offlineFirst.waitingToSend;
    };
    return { columns: shown, statusOf };
  }, [columns, queue]);
}
