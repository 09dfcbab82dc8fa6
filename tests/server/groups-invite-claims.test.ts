/*
 * Whose an invite is. Sign-up proves no address, so an invite to an address without an
 * account belongs to no one until the mailed link's claim token is used; one to an address
 * with an account is that account's from the start. An address alone opens nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupInviteSchema, groupSchema, inviteListSchema, type Group, type GroupInvite } from '../../src/contract/groups.ts';
import { notificationListSchema } from '../../src/contract/notifications.ts';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { openDatabase, type Db } from '../../src/server/db/dialect.ts';
import { newId, sha256 } from '../../src/server/lib/ids.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { signIn } from './support/accounts.ts';
import { manualClock } from './support/library.ts';
import { blockUser } from './support/safety.ts';
import { connect, listen, sendTestEvent, type TestClient } from './support/sockets.ts';
import { sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const READY = 'test:invite-claims-ready';
const clock = manualClock();
let t: TestApp;
let baseUrl: string;
let owner: TestUser;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://campus.example.edu', clock });
  // Registered after the app's own handlers, so it arrives once the socket sits in its group rooms.
  t.app.realtime.onConnection((socket) => sendTestEvent(socket, READY));
  baseUrl = await listen(t.app);
  owner = await signUp(t.app, { name: 'Abena Owner' });
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t.close());

let addresses = 0;
const newAddress = (name: string) => `${name}.${(addresses += 1)}.${Date.now()}@campus.test`;

async function privateGroup(name: string): Promise<Group> {
  const group = groupSchema.parse((await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name } })).json());
  const post = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/new-message', payload: { groupId: group.id, message: 'Our moot strategy: argue estoppel' } });
  expect(post.statusCode).toBe(201);
  return group;
}

const invite = (groupId: string, email: string) => as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email } });
const claim = (user: TestUser, token: unknown) => as(t.app, user)({ method: 'POST', url: '/api/v1/groups/invites/claim', payload: { token } });
const respond = (user: TestUser, inviteId: string, choice: boolean) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice } });
const invitesOf = async (user: TestUser) =>
  inviteListSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/groups/invites' })).json()).items;
const groupInvites = async (groupId: string) =>
  inviteListSchema.parse((await as(t.app, owner)({ method: 'GET', url: `/api/v1/groups/${groupId}/invites` })).json()).items;
const codeOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json()).code;

async function sentInvite(groupId: string, email: string): Promise<GroupInvite> {
  const response = await invite(groupId, email);
  expect(response.statusCode).toBe(201);
  return groupInviteSchema.parse(response.json());
}

function mailsTo(address: string): { text: string }[] {
  const outbox = join(t.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === address);
}

/** The claim token in the newest invite mail to `address`, read as the browser would follow the link. */
function claimTokenMailedTo(address: string): string {
  const link = mailsTo(address).at(-1)?.text.split('\n').find((line) => line.startsWith('https://'));
  const url = new URL(link ?? 'https://missing.invalid/');
  expect(`${url.origin}${url.pathname}`).toBe('https://campus.example.edu/sign-up');
  expect(url.searchParams.get('email')).toBe(address);
  const inbox = new URL(url.searchParams.get('redirect') ?? '/', url.origin);
  expect(inbox.pathname).toBe('/groups/invites');
  return inbox.searchParams.get('claim') ?? '';
}

async function online(user: TestUser): Promise<TestClient> {
  const client = await connect(baseUrl, { token: user.token });
  open.push(client);
  await client.next(READY);
  return client;
}

describe('an invite to an address without an account', () => {
  it('is not given to whoever signs up with the address: they neither see it nor answer it', async () => {
    const group = await privateGroup('Moot court team');
    const address = newAddress('prof.mensah');
    const sent = await sentInvite(group.id, address);
    // A group admin sees the address and the invite's id.
    expect((await groupInvites(group.id)).map((item) => [item.id, item.email])).toEqual([[sent.id, address]]);

    const squatter = await signUp(t.app, { email: address, name: 'Not Prof Mensah' });
    expect(await invitesOf(squatter)).toEqual([]);
    const accepted = await respond(squatter, sent.id, true);
    expect(accepted.statusCode).toBe(404);
    expect(codeOf(accepted)).toBe('NOT_FOUND');
    expect((await respond(squatter, sent.id, false)).statusCode).toBe(404);
    expect((await as(t.app, squatter)({ method: 'GET', url: `/api/v1/groups/${group.id}` })).statusCode).toBe(404);
    expect((await groupInvites(group.id)).map((item) => [item.id, item.status])).toEqual([[sent.id, 'pending']]);
  });

  it('mails a link whose token makes the invite the account’s that uses it, once; no one else’s', async () => {
    const group = await privateGroup('Equity circle');
    const address = newAddress('newcomer');
    const sent = await sentInvite(group.id, address);
    const token = claimTokenMailedTo(address);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the token's hash is kept.
    const row = await t.app.db.selectFrom('group_invites').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, claim_hash: sha256(token) });
    expect(Object.values(row)).not.toContain(token);

    const newcomer = await signUp(t.app, { email: address, name: 'Newcomer' });
    const claimed = await claim(newcomer, token);
    expect(claimed.statusCode).toBe(200);
    expect(groupInviteSchema.parse(claimed.json())).toEqual(sent);
    expect(await invitesOf(newcomer)).toEqual([sent]);

    const again = await claim(newcomer, token);
    expect(again.statusCode).toBe(404);
    expect(codeOf(again)).toBe('NOT_FOUND');
    const other = await signUp(t.app);
    const taken = await claim(other, token);
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(await invitesOf(other)).toEqual([]);
    expect((await respond(other, sent.id, true)).statusCode).toBe(404);

    const accepted = await respond(newcomer, sent.id, true);
    expect(accepted.statusCode).toBe(200);
    expect(groupSchema.parse(accepted.json<{ group: Group }>().group).users.map((user) => user.id)).toContain(newcomer.user.id);
    // Answered: the link is spent for everyone.
    expect((await claim(other, token)).statusCode).toBe(404);
  });

  it('can be claimed by an account under another address (the link is the proof, not the address)', async () => {
    const group = await privateGroup('Torts circle');
    const address = newAddress('personal');
    const sent = await sentInvite(group.id, address);
    const student = await signUp(t.app, { name: 'Kojo at university' });
    expect((await claim(student, claimTokenMailedTo(address))).statusCode).toBe(200);
    expect((await invitesOf(student)).map((item) => item.id)).toEqual([sent.id]);
  });

  it('refuses an unknown token, a malformed body and the link of a withdrawn invite, in the contract’s error shape', async () => {
    const someone = await signUp(t.app);
    const unknown = await claim(someone, 'no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    for (const token of ['', 'x'.repeat(201), 42, null]) {
      const bad = await claim(someone, token);
      expect(bad.statusCode).toBe(400);
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    }
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/v1/groups/invites/claim', payload: { token: 'x' } });
    expect(noAuth.statusCode).toBe(401);

    const group = await privateGroup('Land law circle');
    const address = newAddress('withdrawn');
    const sent = await sentInvite(group.id, address);
    expect((await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/groups/cancel-invite/${sent.id}` })).statusCode).toBe(200);
    expect((await claim(someone, claimTokenMailedTo(address))).statusCode).toBe(404);
  });

  it('stops working after 14 days; sending the invite again mails a new link and the old one is dead', async () => {
    const group = await privateGroup('Evidence crew');
    const address = newAddress('late.reader');
    const sent = await sentInvite(group.id, address);
    const first = claimTokenMailedTo(address);
    const reader = await signUp(t.app, { email: address });

    clock.advanceMinutes(14 * 24 * 60 + 1);
    expect((await claim(reader, first)).statusCode).toBe(404);

    const again = await invite(group.id, address);
    expect(again.statusCode).toBe(200);
    expect(groupInviteSchema.parse(again.json()).id).toBe(sent.id);
    // The address has an account by now, so the invite goes to it…
    expect(await invitesOf(reader)).toEqual([sent]);
    const [notice] = notificationListSchema.parse((await as(t.app, reader)({ method: 'GET', url: '/api/v1/notifications' })).json()).items;
    expect(notice).toMatchObject({ type: 'group-invite', link: '/groups/invites' });
    expect(mailsTo(address).at(-1)?.text.split('\n')).toContain('https://campus.example.edu/groups/invites');
    // …and the old link no longer leads anywhere.
    expect((await claim(reader, first)).statusCode).toBe(404);
  });

  it('sent again while still nobody has the address, mails a fresh link that replaces the old', async () => {
    const group = await privateGroup('Company law circle');
    const address = newAddress('lost.mail');
    const sent = await sentInvite(group.id, address);
    const first = claimTokenMailedTo(address);
    expect((await invite(group.id, address)).statusCode).toBe(200);
    const second = claimTokenMailedTo(address);
    expect(second).not.toBe(first);

    const finder = await signUp(t.app);
    expect((await claim(finder, first)).statusCode).toBe(404);
    expect((await claim(finder, second)).statusCode).toBe(200);
    expect((await invitesOf(finder)).map((item) => item.id)).toEqual([sent.id]);
    // Once someone holds it, sending again changes nothing and mails nothing.
    const mailed = mailsTo(address).length;
    expect((await invite(group.id, address)).statusCode).toBe(200);
    expect(mailsTo(address)).toHaveLength(mailed);
    expect((await invitesOf(finder)).map((item) => item.id)).toEqual([sent.id]);
  });

  it('is not claimed across a block, and stays there for the right person', async () => {
    const group = await privateGroup('Family law circle');
    const address = newAddress('blocked');
    await sentInvite(group.id, address);
    const token = claimTokenMailedTo(address);
    const blocked = await signUp(t.app);
    await blockUser(t.app, owner, blocked);
    const refused = await claim(blocked, token);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('BLOCKED');
    const rightPerson = await signUp(t.app);
    expect((await claim(rightPerson, token)).statusCode).toBe(200);
  });
});

describe('an invite to an address with an account', () => {
  it('is that account’s from the start: its mail carries no claim link, and the address alone still opens nothing', async () => {
    const group = await privateGroup('Contract circle');
    const member = await signUp(t.app);
    const sent = await sentInvite(group.id, member.email);
    const row = await t.app.db.selectFrom('group_invites').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: member.user.id, claim_hash: null });
    expect(mailsTo(member.email).at(-1)?.text).not.toContain('claim=');
    expect(await invitesOf(member)).toEqual([sent]);
    expect((await respond(member, sent.id, true)).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('takes its pending invites along: the group’s list drops them at once, and a new account with the address gets nothing', async () => {
    const group = await privateGroup('Criminal law circle');
    const leaver = await signUp(t.app);
    const sent = await sentInvite(group.id, leaver.email);
    const ownerTab = await online(owner);

    const deleted = await as(t.app, leaver)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: leaver.password } });
    expect(deleted.statusCode).toBe(200);
    expect(await ownerTab.next(serverEvents.groupInviteCancelled)).toEqual({ groupId: group.id, id: sent.id });
    expect(await groupInvites(group.id)).toEqual([]);

    const successor = await signUp(t.app, { email: leaver.email });
    expect(await invitesOf(successor)).toEqual([]);
    expect((await respond(successor, sent.id, true)).statusCode).toBe(404);
  });
});

describe('the migration that binds invites to accounts', () => {
  const MIGRATIONS = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
  const BEFORE = '2026-11-24-18-conversation-cleared';
  // The migration files, imported through the test runner (Node itself does not load .ts).
  const provider: MigrationProvider = {
    getMigrations: async () => {
      const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.ts'));
      const loaded = await Promise.all(files.map(async (file) => [file.slice(0, -3), (await import(join(MIGRATIONS, file))) as Migration] as const));
      return Object.fromEntries(loaded);
    },
  };
  const at = '2026-11-20T09:00:00.000Z';

  async function legacyUser(db: Db, email: string, password: string): Promise<string> {
    const id = newId();
    await db
      .insertInto('users')
      .values({ id, name: email, email, password_hash: await hashPassword(password), institution_id: 1000, avatar_key: null, created_at: at, updated_at: at })
      .execute();
    return id;
  }

  async function legacyInvite(db: Db, fields: { groupId: string; inviterId: string; email: string; status: 'pending' | 'declined' }): Promise<string> {
    const id = newId();
    await db
      .insertInto('group_invites')
      .values({ id, group_id: fields.groupId, inviter_id: fields.inviterId, email: fields.email, status: fields.status, created_at: at, responded_at: null })
      .execute();
    return id;
  }

  async function legacyGroup(db: Db, ownerId: string, name: string): Promise<string> {
    const id = newId();
    await db.insertInto('groups').values({ id, name, owner_id: ownerId, topic_id: null, group_icon: null, created_at: at, updated_at: at }).execute();
    await db.insertInto('group_members').values({ group_id: id, user_id: ownerId, role: 'owner', joined_at: at }).execute();
    return id;
  }

  it('binds each pending invite to the account its address has, and leaves the rest bound to no one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'campus-invite-claims-'));
    const shared = await sharedDatabaseUrl();
    try {
      // The database as the release before this one left it.
      const legacy = openDatabase({ sqliteFile: join(dataDir, 'campus.db'), postgresUrl: shared.url });
      const migrated = await new Migrator({ db: legacy.db, provider }).migrateTo(BEFORE);
      expect(migrated.error).toBeUndefined();
      const password = 'legacy-password-2026';
      const ownerId = await legacyUser(legacy.db, 'legacy.owner@campus.test', password);
      const memberId = await legacyUser(legacy.db, 'legacy.member@campus.test', password);
      const groupId = await legacyGroup(legacy.db, ownerId, 'Legacy circle');
      const toMember = await legacyInvite(legacy.db, { groupId, inviterId: ownerId, email: 'legacy.member@campus.test', status: 'pending' });
      const declined = await legacyInvite(legacy.db, { groupId: await legacyGroup(legacy.db, ownerId, 'Older circle'), inviterId: ownerId, email: 'legacy.member@campus.test', status: 'declined' });
      const toNobody = await legacyInvite(legacy.db, { groupId, inviterId: ownerId, email: 'legacy.nobody@campus.test', status: 'pending' });
      await legacy.db.destroy();

      const upgraded = await startTestApp(shared.url ? { databaseUrl: shared.url } : { dataDir });
      try {
        const rows = await upgraded.app.db.selectFrom('group_invites').select(['id', 'user_id', 'claim_hash']).execute();
        expect(Object.fromEntries(rows.map((row) => [row.id, row.user_id]))).toEqual({ [toMember]: memberId, [declined]: null, [toNobody]: null });
        expect(rows.every((row) => row.claim_hash === null)).toBe(true);

        const signedIn = await signIn(upgraded.app, 'legacy.member@campus.test', password);
        expect(signedIn.statusCode).toBe(200);
        const member = { token: signedIn.json<{ token: string }>().token };
        const listed = inviteListSchema.parse((await as(upgraded.app, member)({ method: 'GET', url: '/api/v1/groups/invites' })).json()).items;
        expect(listed.map((item) => item.id)).toEqual([toMember]);

        const squatter = await signUp(upgraded.app, { email: 'legacy.nobody@campus.test' });
        const theirs = inviteListSchema.parse((await as(upgraded.app, squatter)({ method: 'GET', url: '/api/v1/groups/invites' })).json()).items;
        expect(theirs).toEqual([]);
        expect((await as(upgraded.app, squatter)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId: toNobody, choice: true } })).statusCode).toBe(404);
      } finally {
        await upgraded.close();
      }
    } finally {
      await shared.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
