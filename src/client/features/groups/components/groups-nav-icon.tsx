import { GroupsIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { useInvites } from '../api/get-invites.ts';

/** The nav entry's icon, with the number of invites waiting for me, also spoken after the label (the nav puts the label first): "Groups, 2 invites". */
export function GroupsNavIcon(props: IconProps) {
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
