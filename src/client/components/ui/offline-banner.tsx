import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { WifiOffIcon } from './icons.tsx';

export const OFFLINE_TEXT = 'There seems to be an issue with your internet connection';

/** Full-width red strip at the bottom, shown only while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-[60] flex min-h-11 items-center justify-center gap-2 bg-red-700 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-white"
    >
      <WifiOffIcon className="size-5 shrink-0" />
      <span>{OFFLINE_TEXT}</span>
    </div>
  );
}
