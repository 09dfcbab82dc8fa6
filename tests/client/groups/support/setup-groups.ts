import { beforeEach } from 'vitest';
import { server } from '../../../mocks/server.ts';
import { groupsHandlers, resetGroups } from '../../../mocks/groups-handlers.ts';

/** Every groups test starts with an empty groups store and its handlers in place. */
export function useGroupsServer(): void {
  beforeEach(() => {
    resetGroups();
    server.use(...groupsHandlers);
  });
}
