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
import { clientEvents, rooms, serverEvents } from '../../contract/socket-events.ts';
import type { UserRow } from '../db/schema.ts';
import { isOwnOrigin } from '../lib/origin.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';
import { createPresence, localPresenceStore, type Presence } from '../modules/realtime/presence.ts';
import { redisPresenceStore } from '../modules/realtime/presence-redis.ts';
import { SESSION_COOKIE } from './auth.ts';

export type SocketData = { user: UserRow; sessionId: string };
export type CampusSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: Server;
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  /** One emit to several rooms: a socket in more than one of them hears it once. */
  toRooms(targets: string[], event: string, payload: unknown, options?: { except?: string | string[] }): void;
  /** Closes, on every instance, the sockets of one revoked session or of all a user's sessions. */
  endSessions(revoked: { sessionId: string } | { userId: string }): void;
  /** Runs for every authenticated socket once it has joined its own rooms. */
  onConnection(handler: (socket: CampusSocket) => void | Promise<void>): void;
  presence: Presence;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Each socket's session has a room, so revoking the session can close its sockets. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

async function realtimePlugin(app: FastifyInstance) {
  const io = new Server(app.server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  const prefix = app.config.redisPrefix ?? 'campus';
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  const redisClients: Redis[] = [];
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    redis = new Redis(app.config.redisUrl);
    const sub = redis.duplicate();
    redisClients.push(redis, sub);
    io.adapter(createAdapter(redis, sub, { key: `${prefix}:socket.io` }));
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
  const store = redis
    ? redisPresenceStore({
        redis,
        prefix,
        logError,
        // Runs only after a Redis round trip, by when `presence` below exists.
        onOrphans: (userIds) => {
          for (const userId of userIds) presence.announce(userId).catch((err: unknown) => logError(err, 'presence announce failed'));
        },
      })
    : localPresenceStore();
  const presence = createPresence(app.db, toUser, store, logError);

  const handlers: ((socket: CampusSocket) => void | Promise<void>)[] = [];
  io.on('connection', async (socket: CampusSocket) => {
    const { user } = socket.data;
    let counted = false;
    socket.on('disconnect', () => {
      if (counted) presence.disconnected(user.id);
    });
    // The session says who this is; whatever the payload claims is ignored.
    socket.on(clientEvents.newUserAdd, () => {
      presence.sendOnlineContacts(user.id).catch((err: unknown) => logError(err, 'presence refresh failed'));
    });
    // Handlers start before any await so the listeners they attach catch the first packets.
    const handled = Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(socket);
        } catch (err) {
          logError(err, 'socket connection handler failed');
        }
      }),
    );
    const own = [rooms.user(user.id), sessionRoom(socket.data.sessionId)];
    if (user.institution_id !== null) own.push(rooms.institution(user.institution_id));
    await socket.join(own);
    if (socket.disconnected) return void (await handled);
    socket.emit(serverEvents.getId, socket.id);
    // Counted at once (before any await) so a quick disconnect is never counted first.
    counted = true;
    const announced = presence.connected(user.id).catch((err: unknown) => logError(err, 'presence update failed'));
    await Promise.all([handled, announced]);
  });

  const realtime: Realtime = {
    io,
    toUser,
    toRoom: (room, event, payload) => void io.to(room).emit(event, payload),
    toRooms: (targets, event, payload, options) => {
      if (targets.length === 0) return;
      const except = options?.except ?? [];
      io.to(targets).except(except).emit(event, payload);
    },
    presence,
    endSessions: (revoked) => {
      const room = 'sessionId' in revoked ? sessionRoom(revoked.sessionId) : rooms.user(revoked.userId);
      io.in(room).disconnectSockets(true);
    },
    onConnection: (handler) => handlers.push(handler),
  };
  app.decorate('realtime', realtime);

  app.addHook('preClose', async () => {
    // Drops this instance's connections without a disconnect packet, so clients reconnect
    // (to another instance). io.disconnectSockets would, through the Redis adapter, close
    // every instance's sockets, and tell their clients not to come back.
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await presence.close();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['config', 'db', '@fastify/cookie'] });
