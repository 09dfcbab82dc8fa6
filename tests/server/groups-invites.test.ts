import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupInviteSchema, groupSchema, inviteListSchema, type Group, type GroupInvite } from '../../src/contract/groups.ts';
import { notificationListSchema } from '../../src/contract/notifications.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;
let group: Group;

beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://campus.example.edu' });
  owner = await signUp(t.app, { name: 'Abena Owner' });
  const created = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'Land Law circle' } });
  group = groupSchema.parse(created.json());
});
afterAll(async () => t.close());

type SentMail = { to: string; subject: string; text: string };
function mailsTo(address: string): SentMail[] {
  const outbox = join(t.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as SentMail).filter((mail) => mail.to === address);
}

const invite = (from: TestUser, email: string, groupId = group.id) =>
  as(t.app, from)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email } });
const respond = (user: TestUser, inviteId: string, choice: boolean) =>
  as(t.app, user)({ method: 'POST', url: '/api/v1/groups/response-to-invite', payload: { inviteId, choice } });
const invitesOf = async (user: TestUser) =>
  inviteListSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/groups/invites' })).json()).items;
const notificationsOf = async (user: TestUser) =>
  notificationListSchema.parse((await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications' })).json()).items;

describe('inviting someone with an account', () => {
  it('notifies them in the app and by mail, and the invite waits in their list', async () => {
    const kojo = await signUp(t.app, { name: 'Kojo' });
    const response = await invite(owner, kojo.email);
    expect(response.statusCode).toBe(201);
    const sent = groupInviteSchema.parse(response.json());
    expect(sent).toMatchObject({ email: kojo.email, status: 'pending', group: { id: group.id, name: 'Land Law circle' }, inviter: { id: owner.user.id } });

    expect(await invitesOf(kojo)).toEqual([sent]);
    const [notification] = await notificationsOf(kojo);
    // Both lead straight to the invites inbox, where the invite is answered.
    expect(notification).toMatchObject({ type: 'group-invite', actor: { id: owner.user.id }, link: '/groups/invites' });
    const mails = mailsTo(kojo.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Land Law circle');
    expect(mails[0]?.text.split('\n')).toContain('https://campus.example.edu/groups/invites');
  });

  it('answers the pending invite again for a second invite to the same address, without a second mail', async () => {
    const esi = await signUp(t.app, { name: 'Esi' });
    const first = groupInviteSchema.parse((await invite(owner, esi.email)).json());
    const again = await invite(owner, esi.email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(groupInviteSchema.parse(again.json()).id).toBe(first.id);
    expect(mailsTo(esi.email)).toHaveLength(1);
    expect(await invitesOf(esi)).toHaveLength(1);
  });

  it('lets only the invitee answer; accepting joins, tells the inviter, and a second answer is 410', async () => {
    const yaw = await signUp(t.app, { name: 'Yaw' });
    const stranger = await signUp(t.app, { name: 'Stranger' });
    const sent = groupInviteSchema.parse((await invite(owner, yaw.email)).json());

    const hijack = await respond(stranger, sent.id, true);
    expect(hijack.statusCode).toBe(404);
    expect(apiErrorSchema.parse(hijack.json()).code).toBe('NOT_FOUND');

    const accepted = await respond(yaw, sent.id, true);
    expect(accepted.statusCode).toBe(200);
    const joined = groupSchema.parse(accepted.json<{ group: Group }>().group);
    expect(joined.myRole).toBe('member');
    expect(joined.users.map((user) => user.id)).toEqual([owner.user.id, yaw.user.id]);
    expect(await invitesOf(yaw)).toEqual([]);

    const joinedNotice = (await notificationsOf(owner)).find((item) => item.type === 'group-joined');
    expect(joinedNotice).toMatchObject({ actor: { id: yaw.user.id }, link: `/groups/${group.id}` });

    const again = await respond(yaw, sent.id, false);
    expect(again.statusCode).toBe(410);
    expect(apiErrorSchema.parse(again.json()).code).toBe('INVITE_CLOSED');

    const member = await invite(owner, yaw.email);
    expect(member.statusCode).toBe(409);
    expect(apiErrorSchema.parse(member.json()).code).toBe('ALREADY_MEMBER');
    expect((await invite(owner, owner.email)).statusCode).toBe(409);
  });

  it('declines, after which the invite is closed and the group stays closed to them', async () => {
    const akua = await signUp(t.app, { name: 'Akua' });
    const sent = groupInviteSchema.parse((await invite(owner, akua.email)).json());
    const declined = await respond(akua, sent.id, false);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ declined: true });
    expect((await respond(akua, sent.id, true)).statusCode).toBe(410);
    expect((await as(t.app, akua)({ method: 'GET', url: `/api/v1/groups/${group.id}` })).statusCode).toBe(404);
    // A fresh invite after a decline is a new one.
    const fresh = await invite(owner, akua.email);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<GroupInvite>().id).not.toBe(sent.id);
  });
});

describe('inviting an address without an account', () => {
  it('mails a sign-up link that leads on to the inbox with a claim token; the address alone shows nothing', async () => {
    const address = `newcomer.${Date.now()}@campus.test`;
    const response = await invite(owner, address.replace('newcomer', 'NewComer'));
    expect(response.statusCode).toBe(201);
    const sent = groupInviteSchema.parse(response.json());
    expect(sent.email).toBe(address);

    const [mail] = mailsTo(address);
    const link = new URL(mail?.text.split('\n').find((line) => line.startsWith('https://')) ?? 'https://missing.invalid/');
    expect(`${link.origin}${link.pathname}`).toBe('https://campus.example.edu/sign-up');
    expect(link.searchParams.get('email')).toBe(address);
    const redirect = link.searchParams.get('redirect') ?? '';
    expect(redirect).toMatch(/^\/groups\/invites\?claim=[\w-]{43}$/);

    const newcomer = await signUp(t.app, { email: address, name: 'Newcomer' });
    expect(await invitesOf(newcomer)).toEqual([]);
    const claim = new URL(redirect, link.origin).searchParams.get('claim');
    const claimed = await as(t.app, newcomer)({ method: 'POST', url: '/api/v1/groups/invites/claim', payload: { token: claim } });
    expect(claimed.statusCode).toBe(200);
    expect((await invitesOf(newcomer)).map((item) => item.id)).toEqual([sent.id]);
    const accepted = await respond(newcomer, sent.id, true);
    expect(accepted.statusCode).toBe(200);
    const mine = await as(t.app, newcomer)({ method: 'GET', url: '/api/v1/groups/' });
    expect(mine.json<{ items: Group[] }>().items.map((item) => item.id)).toEqual([group.id]);
  });

  it('refuses a malformed address and a group the caller cannot see', async () => {
    const bad = await invite(owner, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).code).toBe('VALIDATION_FAILED');
    const outsider = await signUp(t.app);
    expect((await invite(outsider, 'someone@campus.test')).statusCode).toBe(404);
    expect((await invite(owner, 'someone@campus.test', 'no-such-group')).statusCode).toBe(404);
    expect((await respond(owner, 'no-such-invite', true)).statusCode).toBe(404);
  });
});
