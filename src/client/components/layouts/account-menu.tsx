import { useNavigate } from '@tanstack/react-router';
import type { Me } from '../../../contract/users.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { Avatar } from '../ui/avatar.tsx';
import { MoreMenu } from '../ui/more-menu.tsx';

/** My avatar in the top bar: opens my profile, settings, and sign out. */
export function AccountMenu({ me }: { me: Me }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <MoreMenu
      label="Account menu"
      icon={<Avatar name={me.name} url={me.avatarUrl} size="sm" />}
      items={[
        { label: 'My profile', onSelect: () => void navigate({ to: '/profile' }) },
        { label: 'Settings', onSelect: () => void navigate({ to: '/settings' }) },
        { label: 'Sign out', onSelect: () => signOut.mutate() },
      ]}
    />
  );
}
