import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The headers a middleware sets on a response, when they do not depend on the request. */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * Security headers on every response. Our policy is the same for every request, so helmet
 * runs once at start and each response gets the headers it set; running helmet per request
 * cost more than a feed page's query.
 */
async function securityPlugin(app: FastifyInstance) {
  const securityHeaders = headersSetBy(helmet({
    // The SPA needs only its own scripts; sonner and Radix set inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.publicUrl?.startsWith('https:') ? undefined : false,
  }));

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['config'] });
