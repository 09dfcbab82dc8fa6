/*
 * Mounted once in the signed-in layout: a board change made offline, once the outbox has sent
 * it, puts the server's answer in the cached board (a created task or column in place of its
 * stand-in), whether or not the board is open.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { TaskBoard } from '../../../../contract/tasks.ts';
import { onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { taskKeys } from '../api/keys.ts';
import { settleSentBoardWrite } from '../api/queued-board.ts';

export function TasksOutbox() {
  const queryClient = useQueryClient();
  const settleSent = useEffectEvent((event: OutboxEvent) => {
    if (event.type !== 'sent' || event.request.kind !== 'task') return;
    queryClient.setQueryData<TaskBoard>(taskKeys.board(), (board) => (board ? { items: settleSentBoardWrite(board.items, event.request, event.response) } : board));
    // A read of the board begun before this write could land after it, with the old board.
    if (queryClient.isFetching({ queryKey: taskKeys.board() }) > 0) void queryClient.invalidateQueries({ queryKey: taskKeys.board() });
  });
  useEffect(() => onOutboxEvent(settleSent), []);
  return null;
}
