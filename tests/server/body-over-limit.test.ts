/*
 * A body over the limit gets its 413 at once, and a client still sending when it comes
 * is not reset: the server reads and drops the rest (within a bound), so the client can
 * finish, read "too large" and go on using the connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { DRAIN_MAX_BYTES } from '../../src/server/plugins/body-drain.ts';
import { rawConnect, type RawConnection } from './support/raw-http.ts';
import { listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type TestUser } from './support/users.ts';

const UPLOAD_MAX_BYTES = 64 * 1024;
const JSON_MAX_BYTES = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let t: TestApp;
let baseUrl: string;
let user: TestUser;

beforeAll(async () => {
  t = await startTestApp({ uploadMaxBytes: UPLOAD_MAX_BYTES });
  baseUrl = await listen(t.app);
  user = await signUp(t.app);
});
afterAll(async () => t.close());

/** Writes `bytes` more body bytes in chunks; stops early if the connection fails. Answers how many went out. */
async function sendBody(connection: RawConnection, bytes: number): Promise<number> {
  let sent = 0;
  while (sent < bytes) {
    const piece = CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
    try {
      await connection.write(piece);
    } catch {
      break;
    }
    sent += piece.length;
  }
  return sent;
}

function jsonHead(length: number): string {
  return (
    'POST /api/v1/posts/create HTTP/1.1\r\nHost: campus.test\r\n' +
    `Authorization: Bearer ${user.token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
  );
}

async function expectTooLarge(connection: RawConnection) {
  const response = await connection.response();
  expect(response.status).toBe(413);
  expect(apiErrorSchema.parse(JSON.parse(response.body))).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  expect(response.headers.connection).not.toBe('close');
}

/** The connection still serves: the client's next request on it gets its answer. */
async function expectStillServing(connection: RawConnection) {
  await connection.write('GET /api/v1/health HTTP/1.1\r\nHost: campus.test\r\n\r\n');
  expect((await connection.response()).status).toBe(200);
  connection.close();
}

describe('a body over the limit, still being sent when the 413 comes', () => {
  it('JSON: the client finishes sending, reads 413 PAYLOAD_TOO_LARGE and keeps its connection', async () => {
    const length = JSON_MAX_BYTES + 256 * 1024;
    const connection = await rawConnect(baseUrl);
    await connection.write(jsonHead(length));
    await sendBody(connection, CHUNK.length);
    await expectTooLarge(connection);

    expect(await sendBody(connection, length - CHUNK.length)).toBe(length - CHUNK.length);
    await expectStillServing(connection);
  });

  it('an upload: the client finishes sending, reads 413 PAYLOAD_TOO_LARGE and keeps its connection', async () => {
    const boundary = 'campus-boundary';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const end = `\r\n--${boundary}--\r\n`;
    const fileBytes = UPLOAD_MAX_BYTES * 3;
    const connection = await rawConnect(baseUrl);
    await connection.write(
      'POST /api/v1/auth/avatar HTTP/1.1\r\nHost: campus.test\r\n' +
        `Authorization: Bearer ${user.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${start.length + fileBytes + end.length}\r\n\r\n${start}`,
    );
    const firstPart = UPLOAD_MAX_BYTES + CHUNK.length;
    await sendBody(connection, firstPart);
    await expectTooLarge(connection);

    expect(await sendBody(connection, fileBytes - firstPart)).toBe(fileBytes - firstPart);
    await connection.write(end);
    await expectStillServing(connection);
  });

  it('stops reading after a bound, and closes a connection that sends on and on', async () => {
    const length = JSON_MAX_BYTES + DRAIN_MAX_BYTES + 32 * 1024 * 1024;
    const connection = await rawConnect(baseUrl);
    await connection.write(jsonHead(length));
    await sendBody(connection, CHUNK.length);
    await expectTooLarge(connection);

    expect(await sendBody(connection, length - CHUNK.length)).toBeLessThan(length - CHUNK.length);
    await connection.closed();
  });
});
