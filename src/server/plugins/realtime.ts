/*
 * Socket.IO on the app's own port. A handshake needs a session (cookie or auth.token)
 * and, when it carries an Origin, the app's own. Each socket joins its user and
 * institution rooms; modules emit through `app.realtime`. With REDIS_URL the Redis
 * adapter carries every emit to all instances.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { rooms, serverEvents } from '../../contract/socket-events.ts';
import type { UserRow } from '../db/schema.ts';
import { isOwnOrigin } from '../lib/origin.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';
import { localPresence, type Presence } from '../modules/realtime/presence.ts';
import { SESSION_COOKIE } from './auth.ts';

export type SocketData = { user: UserRow; sessionId: string };
export type CampusSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: Server;
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  /** Runs for every authenticated socket once it has joined its own rooms. */
  onConnection(handler: (socket: CampusSocket) => void | Promise<void>): void;
  presence: Presence;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

async function realtimePlugin(app: FastifyInstance) {
  const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  const redisClients: Redis[] = [];
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: 'campus:socket.io' }));
  }

  io.use(async (socket, next) => {
    const { origin, host, cookie } = socket.handshake.headers;
    if (origin && !isOwnOrigin(origin, { publicUrl: app.config.publicUrl, host, secure: false })) {
      return next(new Error('FORBIDDEN_ORIGIN'));
    }
    const authToken: unknown = socket.handshake.auth?.token;
    const token = typeof authToken === 'string' && authToken ? authToken : cookie ? app.parseCookie(cookie)[SESSION_COOKIE] : undefined;
    const found = token ? await findSessionUser(app.db, token).catch(() => null) : null;
    if (!found) return next(new Error('UNAUTHENTICATED'));
    socket.data = { user: found.user, sessionId: found.sessionId };
    next();
  });

  const toUser = (userId: string, event: string, payload: unknown) => void io.to(rooms.user(userId)).emit(event, payload);
  const presence = localPresence(app.db, toUser);

  const handlers: ((socket: CampusSocket) => void | Promise<void>)[] = [];
  io.on('connection', async (socket: CampusSocket) => {
    const { user } = socket.data;
    await socket.join(rooms.user(user.id));
    if (user.institution_id !== null) await socket.join(rooms.institution(user.institution_id));
    socket.emit(serverEvents.getId, socket.id);
    socket.on('disconnect', () => {
      presence.disconnected(user.id).catch((err: unknown) => app.log.error({ err }, 'presence update failed'));
    });
    await presence.connected(user.id);
    for (const handler of handlers) {
      try {
        await handler(socket);
      } catch (err) {
        app.log.error({ err }, 'socket connection handler failed');
      }
    }
  });

  const realtime: Realtime = {
    io,
    toUser,
    toRoom: (room, event, payload) => void io.to(room).emit(event, payload),
    presence,
    onConnection: (handler) => handlers.push(handler),
  };
  app.decorate('realtime', realtime);

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['config', 'db', '@fastify/cookie'] });
