import { useNavigate } from '@tanstack/react-router';
import type { Me } from '../../../contract/users.ts';
import { useSignOut, useUnsentConfirmation } from '../../lib/use-sign-out.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { MoreMenu } from '../ui/more-menu.tsx';

const unsentConsequence = (count: number) =>
  `${count === 1 ? '1 change you made has' : `${count} changes you made have`} not been sent. Signing out deletes ${count === 1 ? 'it' : 'them'} from this device.`;

/**
 * Asked when a sign-out (from here or from Settings) finds writes the outbox could not send:
 * this menu is in the top bar of every signed-in page, so the question shows wherever it is asked.
 */
function UnsentSignOutConfirmation() {
  const { count, answer } = useUnsentConfirmation();
  return (
    <ConfirmDialog
      open={count !== null}
      onOpenChange={(open) => (open ? undefined : answer(false))}
      onConfirm={() => answer(true)}
      consequence={count === null ? undefined : unsentConsequence(count)}
    />
  );
}

/** My avatar in the top bar: opens my profile, settings, and sign out. */
export function AccountMenu({ me }: { me: Me }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <>
      <MoreMenu
        label="Account menu"
        icon={<Avatar name={me.name} url={me.avatarUrl} size="sm" />}
        items={[
          { label: 'My profile', onSelect: () => void navigate({ to: '/profile' }) },
          { label: 'Settings', onSelect: () => void navigate({ to: '/settings' }) },
          { label: 'Sign out', onSelect: () => signOut.mutate() },
        ]}
      />
      <UnsentSignOutConfirmation />
    </>
  );
}
