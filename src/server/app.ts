import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { newId } from './lib/ids.ts';
import authPlugin from './plugins/auth.ts';
import blocksPlugin from './plugins/blocks.ts';
import bodyDrainPlugin from './plugins/body-drain.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { MAX_PARAM_LENGTH, answerClientError, sendUnroutable } from './plugins/errors.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import mailPlugin from './plugins/mail.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import realtimePlugin from './plugins/realtime.ts';
import requestsInFlightPlugin from './plugins/requests-in-flight.ts';
import secretPlugin from './plugins/secret.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin from './plugins/spa.ts';
import storagePlugin from './plugins/storage.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { avatarRoutes } from './modules/users/avatar-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { institutionRoutes } from './modules/institutions/routes.ts';
import { groupsModule } from './modules/groups/routes.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { postRoutes } from './modules/posts/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { outlineRoutes } from './modules/outlines/routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { caseFlashRoutes } from './modules/case-flashes/routes.ts';
import { bookRoutes } from './modules/books/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { studyRoutes, studySetsModule } from './modules/study/routes.ts';
import fileJobsPlugin from './modules/files/file-jobs.ts';
import { filesModule } from './modules/files/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { safetyModule } from './modules/safety/routes.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

export type App = FastifyInstance;

/** Builds the whole app without listening; main.ts and the tests both start here. */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // One line a request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: () => newId(),
    bodyLimit: JSON_BODY_LIMIT,
    // Room for ids a little over the longest valid one, so they fail validation with a 400.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: sendUnroutable,
    clientErrorHandler: answerClientError,
    // The errors plugin answers requests that arrive while closing, in the contract's shape.
    return503OnClosing: false,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Many clients announce JSON on a bodiless POST (a like, a follow): an empty body is no
  // body, and routes that need one still answer 400 VALIDATION_FAILED.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(requestsInFlightPlugin);
  await app.register(bodyDrainPlugin);
  await app.register(securityPlugin);
  // JSON answers over 1 KiB go brotli (quality 4) or gzip to clients that accept it: a feed
  // page shrinks about fivefold on a slow phone connection.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 20 } });
  await app.register(dbPlugin);
  await app.register(secretPlugin);
  await app.register(rateLimitPlugin);
  await app.register(blocksPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(fileJobsPlugin);
  await app.register(authPlugin);
  // Before the routes: its onRoute rule marks which of them take an Idempotency-Key.
  await app.register(idempotencyPlugin);
  await app.register(realtimePlugin);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(institutionRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/auth' });
      await api.register(avatarRoutes);
      await api.register(postRoutes, { prefix: '/posts' });
      await api.register(noteRoutes, { prefix: '/notes' });
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(messagingRoutes, { prefix: '/messaging' });
      await api.register(groupsModule, { prefix: '/groups' });
      await api.register(courseRoutes, { prefix: '/courses' });
      await api.register(taskRoutes, { prefix: '/tasks' });
      await api.register(outlineRoutes, { prefix: '/course-outline' });
      await api.register(questionRoutes, { prefix: '/questions-bank' });
      await api.register(caseFlashRoutes, { prefix: '/case-flashes' });
      await api.register(bookRoutes, { prefix: '/books' });
      await api.register(catalogueRoutes, { prefix: '/courses-catalogue' });
      await api.register(studySetsModule, { prefix: '/study-sets' });
      await api.register(studyRoutes, { prefix: '/study' });
      await api.register(filesModule);
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(safetyModule);
    },
    { prefix: '/api/v1' },
  );

  await app.register(spaPlugin);
  // Added last, so it runs first once the server has stopped: before the database and Redis close.
  app.addHook('onClose', async () => {
    await app.requestsInFlight.drained();
  });
  return app;
}
