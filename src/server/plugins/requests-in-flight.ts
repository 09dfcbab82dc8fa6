/*
 * Closing waits for the requests already begun. Fastify's close waits for open connections, but
 * a client that hangs up mid-request leaves its handler running with no connection to wait on,
 * and the database or Redis closed under it would fail its next query with a 500.
 * Every request reaches onSend once its answer is ready, even one whose client has gone. A
 * route's own onSend hooks run after the app's, and one of them writes to the database (the
 * idempotency plugin keeps the answer), so a routed request counts as answered after the last
 * of them; a request no route took (a 404) after the app's.
 * Work begun outside a request, or running on after its answer (a socket's sign-in, an event it
 * sends, presence updates), is counted too, by `track`. The sockets are closed before this waits;
 * work that begins meanwhile (presence's timers) is counted as it starts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asList } from '../lib/hook-list.ts';

/** Past this, closing goes on; closeWithGrace (main.ts) gives the whole shutdown 10 s. */
const MOST_WAIT_MS = 5_000;

export type RequestsInFlight = {
  readonly count: number;
  /** True while closing waits for the last of them. */
  readonly awaited: boolean;
  /** Counts `work`, begun outside a request, until it settles; answers it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once none is in flight, or after MOST_WAIT_MS. */
  drained(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
  interface FastifyRequest {
    inFlight: boolean;
  }
  interface FastifyContextConfig {
    /** Set on every route: its own last onSend hook counts the request answered. */
    answeredLast?: boolean;
  }
}

async function requestsInFlightPlugin(app: FastifyInstance) {
  let count = 0;
  let onDrained: (() => void) | undefined;

  app.decorateRequest('inFlight', false);
  app.addHook('onRequest', (request, _reply, done) => {
    request.inFlight = true;
    count += 1;
    done();
  });
  const finished = () => {
    count -= 1;
    if (count === 0) onDrained?.();
  };
  const answered = (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (request.inFlight) {
      request.inFlight = false;
      finished();
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, answeredLast: true };
    route.onSend = [...asList(route.onSend), answered];
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.answeredLast) done(null, payload);
    else answered(request, reply, payload, done);
  });

  const requestsInFlight: RequestsInFlight = {
    get count() {
      return count;
    },
    get awaited() {
      return onDrained !== undefined;
    },
    track(work) {
      count += 1;
      return work.finally(finished);
    },
    drained() {
      if (count === 0) return Promise.resolve();
      app.log.info({ requests: count }, 'waiting for requests in flight before closing');
      return new Promise((resolve) => {
        const timer = setTimeout(finish, MOST_WAIT_MS);
        function finish() {
          clearTimeout(timer);
          onDrained = undefined;
          resolve();
        }
        onDrained = finish;
      });
    },
  };
  app.decorate('requestsInFlight', requestsInFlight);
}

export default fp(requestsInFlightPlugin, { name: 'requests-in-flight' });
