/*
 * What a page shows, inside the layout, while its data loads. A load that takes long says so,
 * rather than a bare spinner for the half minute a request may take to time out. Offline, a
 * page whose data was never fetched on this device cannot load: it says so, with a Retry (the
 * load also goes on by itself once the browser is back online).
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { LoadingBlock } from '../components/ui/load-states.tsx';
import { catalogue } from '../lib/catalogue.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';

export const SLOW_LOAD_MS = 8000;

function useTakingLong(): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return long;
}

export function RoutePending() {
  const online = useOnlineStatus();
  const router = useRouter();
  const takingLong = useTakingLong();
  if (online) {
    return (
      <div className="flex flex-col items-center">
        <LoadingBlock label="Loading" />
        {takingLong ? (
          <p role="status" className="max-w-md px-4 text-center text-muted">
            {catalogue.offlineFirst.slowConnection}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-muted">{catalogue.offlineFirst.cannotLoadOffline}</p>
      <Button onClick={() => void router.invalidate()}>{catalogue.offlineFirst.retry}</Button>
    </div>
  );
}
