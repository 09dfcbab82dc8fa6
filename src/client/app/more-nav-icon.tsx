/*
 * The phone bar's "More" icon, marked when an area behind it waits for the student (group
 * invites, and for admins open reports), so those badges are not hidden inside the sheet.
 */
import { MoreIcon, type IconProps } from '../components/ui/icons.tsx';
import { useInvites } from '../features/groups/api/get-invites.ts';
import { useOpenReportsCount } from '../features/moderation/api/get-reports.ts';
import { useMe } from '../lib/me-context.ts';

export function MoreNavIcon(props: IconProps) {
  const invites = useInvites().data?.items.length ?? 0;
  const reports = useOpenReportsCount(useMe().role === 'admin').count;
  // A dot for the eye only: the button keeps the name "More", and each entry in the sheet says its own count.
  return (
    <span className="relative inline-flex shrink-0">
      <MoreIcon {...props} />
      {invites > 0 || reports > 0 ? (
        <span data-testid="more-badge" aria-hidden="true" className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-danger ring-2 ring-surface" />
      ) : null}
    </span>
  );
}
