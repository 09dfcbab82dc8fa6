import type { ReactNode } from 'react';
import { PersonMenu } from '../../../components/person-menu.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useIsBlocked } from '../../../lib/blocks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { BlockedRelation } from './blocked-relation.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { RelationButtons } from './relation-buttons.tsx';
import { useIsOnline } from './use-is-online.ts';

const joined = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/**
 * Another student's profile: who they are, counts, presence, a menu to block or report them,
 * the relation buttons and any `actions` beside them. Someone I blocked gets the blocked state
 * with Unblock instead of the buttons (and `actions`), and a post count of what I can see: none.
 */
export function UserProfileView({ userId, actions }: { userId: string; actions?: ReactNode }) {
  const { data: profile } = useUserProfile(userId);
  const online = useIsOnline(profile);
  const blocked = useIsBlocked(userId);
  useDocumentTitle(profile?.name ?? 'Profile');
  if (!profile) return null;

  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <header className="flex items-center gap-4">
        <span className="relative">
          <Avatar name={profile.name} url={profile.avatarUrl} size="xl" />
          {online ? <span aria-hidden="true" className="absolute right-1 bottom-1 size-5 rounded-full border-4 border-surface bg-green-600" /> : null}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-fg">{profile.name}</h1>
          {profile.nameOfUniversity ? <p className="text-muted">{profile.nameOfUniversity}</p> : null}
          <p className="text-sm text-muted">
            {online ? <span className="font-semibold text-success">Online · </span> : null}
            Joined {joined.format(new Date(profile.createdAt))}
          </p>
        </div>
        <PersonMenu user={profile} className="-mt-2 -mr-2 self-start" />
      </header>
      {blocked ? <BlockedRelation profile={profile} /> : <RelationButtons profile={profile}>{actions}</RelationButtons>}
      {profile.collaboration === 'mutual' && !blocked ? (
        <TextLink to="/notes/shared" className="-mt-3 self-start">
          Notes shared by your collaborators
        </TextLink>
      ) : null}
      <ProfileStats profile={blocked ? { ...profile, postsCount: 0 } : profile} />
      <section aria-labelledby="about">
        <h2 id="about" className="text-sm font-semibold text-muted uppercase">About</h2>
        <p className="mt-1 whitespace-pre-line text-fg">{profile.bio || `${profile.name} has not written a bio yet.`}</p>
      </section>
    </article>
  );
}
