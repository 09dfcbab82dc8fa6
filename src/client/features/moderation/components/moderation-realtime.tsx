/*
 * Live reports for admins, mounted once in the signed-in layout: a new report (report:new)
 * refetches the open queue, which moves the nav badge and shows the report on the page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { moderationKeys } from '../api/keys.ts';

export function ModerationRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent(serverEvents.reportNew, () => {
    void queryClient.invalidateQueries({ queryKey: moderationKeys.list('open') });
  });
  return null;
}
