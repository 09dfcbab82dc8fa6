import { formatBytes } from '../../../lib/bytes.ts';
import { useBytesThisMonth } from '../../../lib/data-usage.ts';

/** What the app downloaded on this device this month, measured by the browser. */
export function DataCounter() {
  const bytes = useBytesThisMonth();
  return <p className="pb-2 text-sm text-muted">This month: {formatBytes(bytes, 1)}</p>;
}
