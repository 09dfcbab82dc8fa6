/*
 * Whether someone is online, as the chat header decides it: by the live presence list
 * (`get-users`, kept in the store). That list holds my contacts only (people I follow, my
 * followers, conversation partners, group co-members), so for someone it covers (a follow
 * either way, or seen in it since their profile opened) it alone decides once it has arrived:
 * someone who leaves or hides their status goes offline at once. Until then, and for anyone
 * it may not cover, the profile's own `online` (a snapshot from when it was read) stands in.
 */
import { useState } from 'react';
import type { UserProfile } from '../../../../contract/users.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

export function useIsOnline(profile: Pick<UserProfile, 'id' | 'online' | 'isFollowing' | 'followsMe'> | undefined): boolean {
  const live = useSessionStore((state) => (state.onlineUsersKnown ? state.onlineUsers.some((user) => user.id === profile?.id) : undefined));
  const [seenLiveFor, setSeenLiveFor] = useState<string>();
  if (live && profile && seenLiveFor !== profile.id) setSeenLiveFor(profile.id);
  if (!profile) return false;
  if (live === undefined) return profile.online;
  const covered = profile.isFollowing || profile.followsMe || seenLiveFor === profile.id;
  return live || (!covered && profile.online);
}
