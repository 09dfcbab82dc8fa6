import type { StorageUsage } from '../../../../contract/files.ts';
import { formatBytes } from '../../../lib/bytes.ts';

const NEARLY_FULL = 0.9;

/** How much of my quota my files take. */
export function UsageBar({ usage }: { usage: StorageUsage }) {
  const ratio = usage.quotaBytes > 0 ? Math.min(1, usage.usedBytes / usage.quotaBytes) : 1;
  const text = `${formatBytes(usage.usedBytes)} of ${formatBytes(usage.quotaBytes)} used`;
  // A few bytes still show as a sliver.
  const width = usage.usedBytes > 0 ? Math.max(ratio, 0.01) : 0;
  return (
    <section aria-label="Storage" className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-fg">Storage</span>
        <span className="text-muted">{text}</span>
      </div>
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={usage.quotaBytes}
        aria-valuenow={Math.min(usage.usedBytes, usage.quotaBytes)}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted-surface"
      >
        <div className={`h-full rounded-full ${ratio >= NEARLY_FULL ? 'bg-danger' : 'bg-primary'}`} style={{ width: `${width * 100}%` }} />
      </div>
    </section>
  );
}
