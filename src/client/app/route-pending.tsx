/*
 * What a page shows, inside the layout, while its data loads. Offline, a page whose data was
 * never fetched on this device cannot load: it says so, with a Retry (the load also goes on
 * by itself once the browser is back online).
 */
import { useRouter } from '@tanstack/react-router';
import { Button } from '../components/ui/button.tsx';
import { LoadingBlock } from '../components/ui/load-states.tsx';
import { catalogue } from '../lib/catalogue.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';

export function RoutePending() {
  const online = useOnlineStatus();
  const router = useRouter();
  if (online) return <LoadingBlock label="Loading" />;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-muted">{catalogue.offlineFirst.cannotLoadOffline}</p>
      <Button onClick={() => void router.invalidate()}>{catalogue.offlineFirst.retry}</Button>
    </div>
  );
}
