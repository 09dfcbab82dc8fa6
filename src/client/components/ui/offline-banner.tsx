import { useLayoutEffect, useRef } from 'react';
import { catalogue } from '../../lib/catalogue.ts';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { WifiOffIcon } from './icons.tsx';

/** The banner's height while shown, so the phone's bottom bar and the page move up above it (0 when online). */
const OFFLINE_BANNER_HEIGHT = '--offline-banner-height';

/** Full-width red strip at the bottom, shown only while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const banner = useRef<HTMLDivElement>(null);

  // The text wraps on a narrow phone, so the height is measured rather than assumed.
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement.style;
    if (!element) return;
    const publish = () => root.setProperty(OFFLINE_BANNER_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(OFFLINE_BANNER_HEIGHT);
    };
  }, [online]);

  if (online) return null;
  return (
    <div
      ref={banner}
      role="alert"
      className="fixed inset-x-0 bottom-0 z-[60] flex min-h-11 items-center justify-center gap-2 bg-red-700 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-white"
    >
      <WifiOffIcon className="size-5 shrink-0" />
      <span>{catalogue.offline}</span>
    </div>
  );
}
