import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema } from '../../src/contract/common.ts';
import { sha256 } from '../../src/server/lib/ids.ts';
import { backgroundWorkDone, errorOf, signIn, uniqueEmail, uniqueIp, validateStatus } from './support/accounts.ts';
import { resetLinkIn, startSmtpPeer, type SmtpPeer } from './support/smtp-peer.ts';
import { connectAs, listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

const NEW_PASSWORD = 'baobab-tree-shade-9';

const requestReset = (app: TestApp['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/request-rest-link', payload: { email }, remoteAddress: uniqueIp() });
const updatePassword = (app: TestApp['app'], token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/update-password', payload: { token, password }, remoteAddress: uniqueIp() });

describe('password reset over a real SMTP peer', () => {
  let smtp: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://campus.example.edu' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a single-use link that sets the new password and revokes every session', async () => {
    const account = await signUp(t.app, { email: uniqueEmail('adwoa') });
    const second = (await signIn(t.app, account.email, account.password)).json<{ token: string }>().token;

    const response = await requestReset(t.app, account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(messageSchema.parse(response.json()).message.length).toBeGreaterThan(0);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([account.email]);
    expect(mail.from).toBe('no-reply@campus.test');
    const { link, token } = resetLinkIn(mail.text);
    expect(link.startsWith('https://campus.example.edu/reset-password?token=')).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const socket = await connectAs(await listen(t.app), account);
    const socketClosed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    const reset = await updatePassword(t.app, token, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been updated.' });
    expect(await socketClosed).toBe('io server disconnect');

    expect(await validateStatus(t.app, account.token)).toBe(401);
    expect(await validateStatus(t.app, second)).toBe(401);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await updatePassword(t.app, token, 'another-fine-password-2');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address with the same message and sends it nothing', async () => {
    const known = await signUp(t.app);
    const forUnknown = await requestReset(t.app, uniqueEmail('nobody'));
    const forKnown = await requestReset(t.app, known.email);
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    // Mails go out after the answers; once they are done, only the known address has one.
    await backgroundWorkDone(t.app);
    expect(smtp.pending()).toBe(1);
    expect((await smtp.nextMail()).to).toEqual([known.email]);
  });

  it('makes every older link useless once a newer one has set the password', async () => {
    const account = await signUp(t.app);
    await requestReset(t.app, account.email);
    const older = resetLinkIn((await smtp.nextMail()).text).token;
    await requestReset(t.app, account.email);
    const newer = resetLinkIn((await smtp.nextMail()).text).token;

    expect((await updatePassword(t.app, newer, NEW_PASSWORD)).statusCode).toBe(200);
    const withOlder = await updatePassword(t.app, older, 'another-fine-password-2');
    expect(withOlder.statusCode).toBe(400);
    expect(errorOf(withOlder).code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes every link useless once the password is changed while signed in', async () => {
    const account = await signUp(t.app);
    await requestReset(t.app, account.email);
    const { token } = resetLinkIn((await smtp.nextMail()).text);

    const change = await as(t.app, account)({
      method: 'PUT',
      url: '/api/v1/auth/update-account-password',
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const withLink = await updatePassword(t.app, token, 'another-fine-password-2');
    expect(withLink.statusCode).toBe(400);
    expect(errorOf(withLink).code).toBe('INVALID_RESET_TOKEN');
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 INVALID_RESET_TOKEN and keeps the old password', async () => {
    const account = await signUp(t.app);
    await requestReset(t.app, account.email);
    const { token } = resetLinkIn((await smtp.nextMail()).text);
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sha256(token))
      .execute();
    const response = await updatePassword(t.app, token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_RESET_TOKEN');
    expect(await validateStatus(t.app, account.token)).toBe(200);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('makes each link valid for one hour', async () => {
    const account = await signUp(t.app);
    await requestReset(t.app, account.email);
    const { token } = resetLinkIn((await smtp.nextMail()).text);
    const row = await t.app.db.selectFrom('password_resets').selectAll().where('id', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(account.user.id);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);
  });

  it('refuses a made-up token, and a weak new password without using up the link', async () => {
    const madeUp = await updatePassword(t.app, 'x'.repeat(43), NEW_PASSWORD);
    expect(madeUp.statusCode).toBe(400);
    expect(errorOf(madeUp).code).toBe('INVALID_RESET_TOKEN');

    const account = await signUp(t.app);
    await requestReset(t.app, account.email);
    const { token } = resetLinkIn((await smtp.nextMail()).text);
    for (const password of ['qwerty123', 'short']) {
      const weak = await updatePassword(t.app, token, password);
      expect(weak.statusCode).toBe(400);
      expect(errorOf(weak)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.password' }] });
    }
    expect((await updatePassword(t.app, token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  type OutboxMail = { to: string; subject: string; text: string };
  const outboxFiles = () => {
    const outbox = join(t.config.dataDir, 'outbox');
    return existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.json')).map((name) => join(outbox, name)) : [];
  };
  /** Runs `action` and answers the one mail it wrote to the outbox. */
  async function mailWrittenBy(action: () => Promise<unknown>): Promise<OutboxMail> {
    const before = new Set(outboxFiles());
    await action();
    await backgroundWorkDone(t.app);
    const written = outboxFiles().filter((file) => !before.has(file));
    expect(written).toHaveLength(1);
    return JSON.parse(readFileSync(written[0] ?? '', 'utf8')) as OutboxMail;
  }

  it('writes the mail with its link to DATA_DIR/outbox as JSON, and the link works', async () => {
    const account = await signUp(t.app);
    const mail = await mailWrittenBy(async () => expect((await requestReset(t.app, account.email)).statusCode).toBe(200));
    expect(mail.to).toBe(account.email);
    expect(mail.subject).toMatch(/reset/i);
    const { link, token } = resetLinkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=/);

    expect((await updatePassword(t.app, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await validateStatus(t.app, account.token)).toBe(401);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('writes nothing for an unknown address', async () => {
    const before = outboxFiles();
    expect((await requestReset(t.app, uniqueEmail('nobody'))).statusCode).toBe(200);
    await backgroundWorkDone(t.app);
    expect(outboxFiles()).toEqual(before);
  });

  it('never points the link at a forged Host', async () => {
    const account = await signUp(t.app);
    const mail = await mailWrittenBy(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-rest-link',
        headers: { host: 'evil.example' },
        payload: { email: account.email },
        remoteAddress: uniqueIp(),
      }),
    );
    expect(resetLinkIn(mail.text).link).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=/);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('password reset while the mail server is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const gone = await startSmtpPeer();
    await gone.close();
    t = await startTestApp({ smtpUrl: gone.url });
  });
  afterAll(async () => t.close());

  it('answers a known address exactly as an unknown one, so a failed send reveals nothing', async () => {
    const account = await signUp(t.app);
    const forKnown = await requestReset(t.app, account.email);
    const forUnknown = await requestReset(t.app, uniqueEmail('nobody'));
    expect(forKnown.statusCode).toBe(200);
    expect(forKnown.json()).toEqual(forUnknown.json());
    // The failed send is logged, never an unhandled rejection (which would fail this run).
    await backgroundWorkDone(t.app);
  });
});
