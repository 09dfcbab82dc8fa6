import { useLowData } from '../../../lib/use-low-data.ts';
import { groupColour, groupInitials } from '../lib/group-icon.ts';

const sizes = { sm: 'size-10', md: 'size-12', lg: 'size-16', xl: 'size-24' };

type GroupIconProps = { name: string; icon: string | null; size?: keyof typeof sizes };

/** The group's picture, or its initials on its colour (always in low-data mode). Decorative: the name is beside it. */
export function GroupIcon({ name, icon, size = 'md' }: GroupIconProps) {
  const lowData = useLowData();
  const className = `${sizes[size]} shrink-0 rounded-xl`;
  if (icon && !lowData) return <img src={icon} alt="" className={`${className} object-cover`} />;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className} data-testid="generated-group-icon">
      <rect width="64" height="64" rx="14" fill={groupColour(name)} />
      <text x="32" y="33" textAnchor="middle" dominantBaseline="central" fill="#ffffff" fontSize="24" fontWeight="700" fontFamily="system-ui, sans-serif">
        {groupInitials(name)}
      </text>
    </svg>
  );
}
