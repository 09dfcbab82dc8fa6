/*
 * Socket.IO on the app's own port. A handshake needs a session (cookie or auth.token)
 * and, when it carries an Origin, the app's own. Each socket joins its user and
 * institution rooms; modules emit through `app.realtime`. With REDIS_URL the Redis
 * adapter carries every emit to all instances.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import {
  clientEvents,
  rooms,
  serverEvents,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayloads,
  type ServerToClientEvents,
} from '../../contract/socket-events.ts';
import { newUserAddPayloadSchema } from '../../contract/users.ts';
import type { UserRow } from '../db/schema.ts';
import { screenedListener } from '../lib/input-screen.ts';
import { isOwnOrigin } from '../lib/origin.ts';
import { closeRedis, openRedis, untilReady, watchOutages } from '../lib/redis-client.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';
import { createPresence, localPresenceStore, type Presence } from '../modules/realtime/presence.ts';
import { redisPresenceStore } from '../modules/realtime/presence-redis.ts';
import { SESSION_COOKIE } from './auth.ts';

export type SocketData = { user: UserRow; sessionId: string };
export type CampusServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
export type CampusSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/** Sends one contract event to a room (or a user's room): the event's name decides its payload's type. */
export type EmitEvent = <Event extends ServerEventName>(target: string, event: Event, payload: ServerEventPayloads[Event]) => void;

export interface Realtime {
  io: CampusServer;
  toUser: EmitEvent;
  toRoom: EmitEvent;
  /** One emit to several rooms: a socket in more than one of them hears it once. */
  toRooms<Event extends ServerEventName>(
    targets: string[],
    event: Event,
    payload: ServerEventPayloads[Event],
    options?: { except?: string | string[] },
  ): void;
  /** One emit to every connected socket, on every instance. */
  toEveryone<Event extends ServerEventName>(event: Event, payload: ServerEventPayloads[Event]): void;
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

type ContractEmitter = { emit<Event extends ServerEventName>(event: Event, payload: ServerEventPayloads[Event]): boolean };

/**
 * Socket.IO's typed emit cannot relate a payload to an event name that is a type
 * parameter; this view of an emitter can, and accepts exactly the same calls.
 */
const contractEmitter = (operator: ReturnType<CampusServer['to']>) => operator as ContractEmitter;

/**
 * The adapter publishes each emit without waiting for the answer. While Redis is away a
 * publish fails at once; the emit has then reached this instance's sockets only, which is
 * all it can do, and the failure must not surface as an unhandled rejection.
 */
function dropFailedPublishes(redis: Redis): Redis {
  const publish = redis.publish.bind(redis) as (channel: string, message: string | Buffer) => Promise<number>;
  const dropping = (channel: string, message: string | Buffer) => publish(channel, message).catch(() => 0);
  return Object.defineProperty(redis, 'publish', { value: dropping });
}

/** Clients send only small events; a bigger message closes its connection unread. */
const CLIENT_MESSAGE_MAX_BYTES = 64 * 1024;

/** Each socket's session has a room, so revoking the session can close its sockets. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every socket of an admin, for `report:new`; making someone an admin moves their sockets in. */
export const ADMINS_ROOM = 'admins';

async function realtimePlugin(app: FastifyInstance) {
  const io: CampusServer = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: CLIENT_MESSAGE_MAX_BYTES,
  });
  const prefix = app.config.redisPrefix ?? 'campus';
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);
  const redisClients: Redis[] = [];
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    // Publishes and presence commands fail at once while Redis is away (events then reach
    // this instance's sockets only). Subscriptions wait for Redis however long it takes and
    // are renewed by ioredis after an outage, so delivery across instances resumes by itself.
    redis = openRedis(app.config.redisUrl, app.log, 'realtime');
    const sub = watchOutages(
      redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }),
      app.log,
      'realtime subscriptions',
    );
    redisClients.push(redis, sub);
    await Promise.all([untilReady(redis), untilReady(sub)]);
    io.adapter(createAdapter(dropFailedPublishes(redis), sub, { key: `${prefix}:socket.io` }));
  }

  const { track } = app.requestsInFlight;
  /** The session the handshake names, or null when it names none that is valid now. */
  const sessionOf = async (socket: CampusSocket) => {
    const authToken: unknown = socket.handshake.auth?.token;
    const { cookie } = socket.handshake.headers;
    const token = typeof authToken === 'string' && authToken ? authToken : cookie ? app.parseCookie(cookie)[SESSION_COOKIE] : undefined;
    return token ? await track(findSessionUser(app.db, token)).catch(() => null) : null;
  };
  io.use(async (socket, next) => {
    const { origin, host } = socket.handshake.headers;
    if (origin && !isOwnOrigin(origin, { publicUrl: app.config.publicUrl, host, secure: false })) {
      return next(new Error('FORBIDDEN_ORIGIN'));
    }
    const found = await sessionOf(socket);
    if (!found) return next(new Error('UNAUTHENTICATED'));
    if (found.user.suspended_at !== null) return next(new Error('SUSPENDED'));
    socket.data = { user: found.user, sessionId: found.sessionId };
    next();
  });

  const toRoom: EmitEvent = (room, event, payload) => void contractEmitter(io.to(room)).emit(event, payload);
  const toUser: EmitEvent = (userId, event, payload) => toRoom(rooms.user(userId), event, payload);
  const store = redis
    ? redisPresenceStore({
        redis,
        prefix,
        logError,
        // Runs only after a Redis round trip, by when `presence` below exists.
        reannounce: (userIds) => {
          for (const userId of userIds) track(presence.announce(userId)).catch((err: unknown) => logError(err, 'presence announce failed'));
        },
      })
    : localPresenceStore();
  const presence = createPresence(app.db, toUser, store, logError, { lowDataWindowMs: app.config.lowDataPresenceWindowMs, track });

  const handlers: ((socket: CampusSocket) => void | Promise<void>)[] = [];
  io.on('connection', (socket: CampusSocket) => void track(connect(socket)).catch((err: unknown) => logError(err, 'socket connection failed')));
  async function connect(socket: CampusSocket) {
    const { user } = socket.data;
    let counted = false;
    socket.on('disconnect', () => {
      if (counted) presence.disconnected(user.id);
    });
    // The session says who this is; whatever the payload claims is ignored.
    socket.on(
      clientEvents.newUserAdd,
      screenedListener(newUserAddPayloadSchema, () => {
        track(presence.sendOnlineContacts(user.id)).catch((err: unknown) => logError(err, 'presence refresh failed'));
      }),
    );
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
    if (user.role === 'admin') own.push(ADMINS_ROOM);
    await socket.join(own);
    // A revocation (or suspension) since the handshake closed this session's sockets before this
    // one was in its rooms: ask again now that it is.
    const still = await sessionOf(socket);
    if (!still || still.sessionId !== socket.data.sessionId || still.user.suspended_at !== null) socket.disconnect(true);
    if (socket.disconnected) return void (await handled);
    socket.emit(serverEvents.getId, socket.id);
    // Counted at once (before any await) so a quick disconnect is never counted first.
    counted = true;
    const announced = presence.connected(user.id).catch((err: unknown) => logError(err, 'presence update failed'));
    await Promise.all([handled, announced]);
  }

  const realtime: Realtime = {
    io,
    toUser,
    toRoom,
    toRooms: (targets, event, payload, options) => {
      if (targets.length === 0) return;
      const except = options?.except ?? [];
      contractEmitter(io.to(targets).except(except)).emit(event, payload);
    },
    toEveryone: (event, payload) => void contractEmitter(io.except([])).emit(event, payload),
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
    await Promise.all(redisClients.map(closeRedis));
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['config', 'db', '@fastify/cookie', 'requests-in-flight'] });
