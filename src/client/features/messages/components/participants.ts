import type { UserSummary } from '../../../../contract/users.ts';

/** The person I am talking to in a one-to-one conversation. */
export function otherParticipant(participants: UserSummary[], meId: string): UserSummary | undefined {
  return participants.find((user) => user.id !== meId) ?? participants[0];
}
