/*
 * An answer that comes before the whole request body (413 for an upload over the limit,
 * 401 for an upload without a session) must reach a client that is still sending. Were
 * the connection closed with body bytes unread, the kernel would reset it, and a phone
 * mid-upload would show "connection reset" instead of "too large". So, like nginx's
 * lingering close, the rest of the body is read and thrown away, up to DRAIN_MAX_BYTES
 * and DRAIN_MAX_MS; the connection then serves the client's next request. Past either
 * bound it is closed.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

function drainRestOfBody(request: IncomingMessage): void {
  const socket = request.socket;
  let drained = 0;
  const timer = setTimeout(() => socket.destroy(), DRAIN_MAX_MS);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    request.off('data', count);
  };
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained <= DRAIN_MAX_BYTES) return;
    done();
    socket.destroy();
  };
  request.on('data', count);
  request.once('end', done);
  socket.once('close', done);
}

async function bodyDrainPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is false until the whole body is in; injected requests have no such flag (and no socket).
    if (request.raw.complete !== false) return payload;
    // Fastify asks to close after a body it refused, which would reset a client still sending.
    if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
    drainRestOfBody(request.raw);
    return payload;
  });
}

export default fp(bodyDrainPlugin, { name: 'body-drain' });
