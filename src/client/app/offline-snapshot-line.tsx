/*
 * Offline, the pages show the data kept from the last time it was fetched (persisted to
 * IndexedDB): one quiet line says so, and from when.
 */
import { useQueryClient } from '@tanstack/react-query';
import { catalogue } from '../lib/catalogue.ts';
import { formatClockTime } from '../lib/dates.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { worthKeeping } from './query-persistence.ts';

export function OfflineSnapshotLine() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  if (online) return null;
  const kept = queryClient.getQueryCache().getAll().filter(worthKeeping);
  const newest = Math.max(0, ...kept.map((query) => query.state.dataUpdatedAt));
  if (newest === 0) return null;
  return (
    <p role="status" className="mb-3 text-center text-sm text-muted">
      {catalogue.offlineFirst.showingSavedAt(formatClockTime(newest))}
    </p>
  );
}
