/*
 * A reset link's mail goes out after the answer, so a known address is answered as fast as an
 * unknown one however slow the mail server is; and closing the app lets that mail finish.
 * The mail server here holds each mail until the test lets it through.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueIp } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

type HoldingSmtpPeer = {
  url: string;
  /** Resolves with the recipients once a mail's content is being sent, and held. */
  mailHeld(): Promise<string[]>;
  /** Lets the held mail through; resolves once the server has accepted it. */
  release(): Promise<void>;
  close(): Promise<void>;
};

async function startHoldingSmtpPeer(): Promise<HoldingSmtpPeer> {
  let hold: (mail: { to: string[]; accept: () => void }) => void = () => undefined;
  const held = new Promise<{ to: string[]; accept: () => void }>((resolve) => {
    hold = resolve;
  });
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const received = new Promise<void>((resolve) => stream.on('end', resolve));
      stream.resume();
      hold({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), accept: () => void received.then(() => callback()) });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailHeld: async () => (await held).to,
    release: async () => (await held).accept(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const requestReset = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/request-rest-link', payload: { email }, remoteAddress: uniqueIp() });

describe('a reset link for a known address, while the mail server is slow', () => {
  let smtp: HoldingSmtpPeer;
  let t: TestApp;
  let closing: Promise<void> | undefined;
  beforeAll(async () => {
    smtp = await startHoldingSmtpPeer();
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await (closing ?? t.close());
    await smtp.close();
  });

  it('is answered before the mail is sent, and closing the app waits for that mail', async () => {
    const account = await signUp(t.app);
    const response = await requestReset(t, account.email);
    expect(response.statusCode).toBe(200);
    expect(await smtp.mailHeld()).toEqual([account.email]);

    closing = t.close();
    await vi.waitFor(() => expect(t.app.requestsInFlight.awaited).toBe(true));
    await smtp.release();
    await closing;
    expect(t.app.requestsInFlight.count).toBe(0);
  });
});
