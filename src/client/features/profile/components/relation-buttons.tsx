import type { ReactNode } from 'react';
import type { Collaboration, UserProfile } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToggleCollaborate } from '../api/toggle-collaborate.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';

const collaborateLabels: Record<Collaboration, string> = {
  none: 'Collaborate',
  requested: 'Cancel collaboration request',
  incoming: 'Accept collaboration',
  mutual: 'Stop collaborating',
};

const collaborateStatus: Record<Collaboration, string | null> = {
  none: null,
  requested: 'Collaboration requested',
  incoming: 'Wants to collaborate with you',
  mutual: 'You collaborate',
};

/** Follow/Unfollow and the collaboration toggle (then `children`); both update at once and roll back on failure. */
export function RelationButtons({ profile, children }: { profile: UserProfile; children?: ReactNode }) {
  const follow = useToggleFollow();
  const collaborate = useToggleCollaborate();
  const status = collaborateStatus[profile.collaboration];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={profile.isFollowing ? 'secondary' : 'primary'}
          aria-pressed={profile.isFollowing}
          disabled={follow.isPending}
          onClick={() => follow.mutate(profile.id)}
          className="min-w-28 flex-1 sm:flex-none"
        >
          {profile.isFollowing ? 'Unfollow' : profile.followsMe ? 'Follow back' : 'Follow'}
        </Button>
        <Button
          variant={profile.collaboration === 'incoming' ? 'primary' : 'secondary'}
          disabled={collaborate.isPending}
          onClick={() => collaborate.mutate(profile.id)}
          className="flex-1 sm:flex-none"
        >
          {collaborateLabels[profile.collaboration]}
        </Button>
        {children}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {[profile.followsMe ? 'Follows you' : null, status].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
