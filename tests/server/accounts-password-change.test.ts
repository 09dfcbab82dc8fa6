/*
 * A password change on one device signs every other device out at once: their sessions
 * are revoked and their live sockets closed by the server. A new password equal to the
 * current one is refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAME_PASSWORD_MESSAGE } from '../../src/contract/auth.ts';
import { clientEvents } from '../../src/contract/socket-events.ts';
import { errorOf, signIn, validateStatus } from './support/accounts.ts';
import { connectAs, listen, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

let t: TestApp;
let url: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t.close());

const changePassword = (session: { token: string }, currentPassword: string, newPassword: string) =>
  as(t.app, session)({ method: 'PUT', url: '/api/v1/auth/update-account-password', payload: { currentPassword, newPassword } });

describe('a password change', () => {
  it('revokes the other device’s session and closes its socket from the server side', async () => {
    const phone = await signUp(t.app);
    const laptopSignIn = await signIn(t.app, phone.email, phone.password);
    const laptop = { token: laptopSignIn.json<{ token: string }>().token };
    const laptopSocket = await connectAs(url, laptop);
    open.push(laptopSocket);
    const laptopClosed = new Promise<string>((resolve) => laptopSocket.socket.once('disconnect', resolve));

    const response = await changePassword(phone, phone.password, 'a-fresh-passphrase-2026');

    expect(response.statusCode).toBe(200);
    // "io server disconnect" is the reason a client gets only when the server ends it on purpose.
    expect(await laptopClosed).toBe('io server disconnect');
    expect(await validateStatus(t.app, laptop.token)).toBe(401);
    expect(await validateStatus(t.app, phone.token)).toBe(401);
  });

  it('refuses a new password equal to the current one with a clear 400, leaving both sessions and the socket alone', async () => {
    const phone = await signUp(t.app);
    const laptopSignIn = await signIn(t.app, phone.email, phone.password);
    const laptop = { token: laptopSignIn.json<{ token: string }>().token };
    const laptopSocket = await connectAs(url, laptop);
    open.push(laptopSocket);

    const response = await changePassword(phone, phone.password, phone.password);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: SAME_PASSWORD_MESSAGE,
      details: [{ path: 'body.newPassword', message: SAME_PASSWORD_MESSAGE }],
    });
    expect(await validateStatus(t.app, phone.token)).toBe(200);
    expect(await validateStatus(t.app, laptop.token)).toBe(200);
    // Still connected: the server answers this socket's own presence request.
    laptopSocket.clear();
    laptopSocket.socket.emit(clientEvents.newUserAdd);
    await laptopSocket.next('get-users');
    expect(laptopSocket.socket.connected).toBe(true);
  });

  it('checks the current password before comparing, so a wrong one is still WRONG_PASSWORD', async () => {
    const student = await signUp(t.app);
    const response = await changePassword(student, 'not-my-password', 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('WRONG_PASSWORD');
  });
});
