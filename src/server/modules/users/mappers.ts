import { findInstitution } from '../../../contract/institutions.ts';
import type { Me, UserSummary } from '../../../contract/users.ts';
import type { UserRow } from '../../db/schema.ts';

export type SummaryColumns = Pick<UserRow, 'id' | 'name' | 'avatar_key' | 'institution_id'>;

/** The columns every UserSummary needs; select these, never password hashes. */
export const summaryColumns = ['id', 'name', 'avatar_key', 'institution_id'] as const;

export function avatarUrl(avatarKey: string | null): string | null {
  return avatarKey ? `/api/v1/avatars/${avatarKey}` : null;
}

export function toUserSummary(row: SummaryColumns): UserSummary {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: avatarUrl(row.avatar_key),
    institutionId: row.institution_id,
    nameOfUniversity: findInstitution(row.institution_id)?.name ?? null,
  };
}

export function toMe(row: UserRow): Me {
  return {
    ...toUserSummary(row),
    email: row.email,
    bio: row.bio,
    role: row.role,
    createdAt: row.created_at,
    preferences: {
      colorMode: row.color_mode,
      lowDataMode: row.low_data_mode === 1,
      sound: row.sound === 1,
      emailNotifications: row.email_notifications === 1,
      showOnlineStatus: row.show_online_status === 1,
    },
  };
}

/** The left-joined `users` columns of whoever made a library item; all null when no one did. */
export const creatorColumns = ['users.id as creator_id', 'users.name as creator_name', 'users.avatar_key as creator_avatar_key', 'users.institution_id as creator_institution_id'] as const;

export type CreatorFields = {
  creator_id: string | null;
  creator_name: string | null;
  creator_avatar_key: string | null;
  creator_institution_id: number | null;
};

/** The maker of a library item; null for the starter library's items and once the account is gone. */
export function toCreator(row: CreatorFields): UserSummary | null {
  if (row.creator_id === null || row.creator_name === null) return null;
  return toUserSummary({ id: row.creator_id, name: row.creator_name, avatar_key: row.creator_avatar_key, institution_id: row.creator_institution_id });
}
