/*
 * The "…" menu of another person (their profile, a conversation with them): block or
 * unblock them, and report them. Blocking asks first, since it ends follows and
 * collaboration both ways.
 */
import type { UserSummary } from '../../contract/users.ts';
import { useIsBlocked, useSetBlocked } from '../lib/blocks.ts';
import { ReportMenu } from './report-dialog.tsx';
import { useConfirm } from './ui/confirm-dialog.tsx';
import type { MoreMenuProps } from './ui/more-menu.tsx';

export function PersonMenu({ user, ...placement }: { user: UserSummary } & Pick<MoreMenuProps, 'className' | 'align' | 'side'>) {
  const blocked = useIsBlocked(user.id);
  const setBlocked = useSetBlocked();
  const confirm = useConfirm();
  const toggle = blocked
    ? { label: `Unblock ${user.name}`, onSelect: () => setBlocked.mutate({ user, blocked: false }) }
    : { label: `Block ${user.name}`, onSelect: () => confirm.ask(() => setBlocked.mutateAsync({ user, blocked: true }).catch(() => undefined), `${user.name} will be blocked, and follows and collaboration between you will end.`) };
  return (
    <>
      <ReportMenu target={{ type: 'user', id: user.id, what: user.name }} label={`More actions on ${user.name}`} items={[toggle]} {...placement} />
      {confirm.dialog}
    </>
  );
}
