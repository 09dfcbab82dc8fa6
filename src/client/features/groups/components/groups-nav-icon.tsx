import type { SVGProps } from 'react';
import { useInvites } from '../api/get-invites.ts';

export const GroupsIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 3-5.5 6.5-5.5s6.5 1.9 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4" />
    <path d="M18 14.8c2.2.6 3.5 2.3 3.5 5.2" />
  </svg>
);

/** The nav entry's icon, with the number of invites waiting for me (also spoken). */
export function GroupsNavIcon(props: SVGProps<SVGSVGElement>) {
  const pending = useInvites().data?.items.length ?? 0;
  return (
    <span className="relative inline-flex shrink-0">
      <GroupsIcon {...props} />
      {pending > 0 ? (
        <span
          data-testid="group-invites-badge"
          className="absolute -top-1.5 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          <span aria-hidden="true">{pending > 99 ? '99+' : pending}</span>
          <span className="sr-only">, {pending} {pending === 1 ? 'invite' : 'invites'}</span>
        </span>
      ) : null}
    </span>
  );
}
