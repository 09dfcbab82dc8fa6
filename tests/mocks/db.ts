/*
 * The state behind the MSW handlers: a few accounts, who is signed in, and the follow
 * and collaboration relations. Reset before every test (tests/client/setup.ts).
 */
import { findInstitution } from '../../src/contract/institutions.ts';
import { meSchema, userProfileSchema, userSummarySchema, type Collaboration, type Me, type UserProfile, type UserSummary } from '../../src/contract/users.ts';

export const MOCK_CSRF = 'csrf-test-token';
export const DEFAULT_PASSWORD = 'kente-cloth-2026';

export type MockAccount = {
  me: Me;
  password: string;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
  followsMe: boolean;
  collaboration: Collaboration;
  online: boolean;
};

type MockDb = { accounts: Map<string, MockAccount>; sessionUserId: string | null; nextId: number };

export const db: MockDb = { accounts: new Map(), sessionUserId: null, nextId: 1 };

export function resetDb(): void {
  db.accounts.clear();
  db.sessionUserId = null;
  db.nextId = 1;
}

export function buildMe(fields: Partial<Me> & { institutionId?: number | null } = {}): Me {
  const id = fields.id ?? `user-${String(db.nextId++).padStart(4, '0')}`;
  const institutionId = fields.institutionId === undefined ? 1000 : fields.institutionId;
  return meSchema.parse({
    id,
    name: 'Ama Mensah',
    email: `${id}@campus.test`,
    avatarUrl: null,
    bio: '',
    role: 'student',
    createdAt: '2026-09-01T10:00:00.000Z',
    preferences: { colorMode: 'light', lowDataMode: false, sound: true, emailNotifications: true, showOnlineStatus: true },
    ...fields,
    institutionId,
    nameOfUniversity: findInstitution(institutionId)?.name ?? null,
  });
}

/** Adds an account to the mock server and answers it. */
export function addAccount(me: Me, extra: Partial<Omit<MockAccount, 'me'>> = {}): MockAccount {
  const account: MockAccount = {
    me,
    password: DEFAULT_PASSWORD,
    followersCount: 0,
    followingCount: 0,
    postsCount: 0,
    isFollowing: false,
    followsMe: false,
    collaboration: 'none',
    online: false,
    ...extra,
  };
  db.accounts.set(me.id, account);
  return account;
}

/** The public summary of a user, as the server puts it in posts, messages and lists. */
export function summaryOf(user: UserSummary): UserSummary {
  return userSummarySchema.parse(user);
}

export function findByEmail(email: string): MockAccount | undefined {
  return [...db.accounts.values()].find((account) => account.me.email === email.trim().toLowerCase());
}

export function sessionAccount(): MockAccount | undefined {
  return db.sessionUserId ? db.accounts.get(db.sessionUserId) : undefined;
}

export function profileOf(account: MockAccount): UserProfile {
  const { me } = account;
  return userProfileSchema.parse({
    id: me.id,
    name: me.name,
    avatarUrl: me.avatarUrl,
    institutionId: me.institutionId,
    nameOfUniversity: me.nameOfUniversity,
    bio: me.bio,
    createdAt: me.createdAt,
    followersCount: account.followersCount,
    followingCount: account.followingCount,
    postsCount: account.postsCount,
    isFollowing: account.isFollowing,
    followsMe: account.followsMe,
    collaboration: account.collaboration,
    online: account.online,
  });
}
