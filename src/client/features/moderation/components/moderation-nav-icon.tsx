import { FlagIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useOpenReportsCount } from '../api/get-reports.ts';

/** The nav entry's icon: a flag with the count of open reports on it, also spoken after the label (the nav puts the label first): "Moderation, 3 open". */
export function ModerationNavIcon(props: IconProps) {
  const admin = useMe().role === 'admin';
  const { count, more } = useOpenReportsCount(admin);
  return (
    <span className="relative inline-flex shrink-0">
      <FlagIcon {...props} />
      {count > 0 ? (
        <span
          data-testid="moderation-badge"
          className="absolute -top-1.5 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          <span aria-hidden="true">{more ? `${count}+` : count}</span>
          <span className="sr-only">{`, ${more ? `more than ${count}` : count} open`}</span>
        </span>
      ) : null}
    </span>
  );
}
