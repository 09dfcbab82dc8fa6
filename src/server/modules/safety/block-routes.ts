import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockListSchema, blockParamsSchema, blockResponseSchema } from '../../../contract/safety.ts';
import type { UserRow } from '../../db/schema.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUserSummary } from '../users/mappers.ts';
import { findSummary } from '../users/repository.ts';
import { block, blockedBy, unblock } from './block-repository.ts';

/** Blocks under /auth (beside follows): block, unblock, and the people I blocked. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The other person, after the checks both routes share. */
  const otherPerson = async (me: UserRow, userId: string) => {
    if (userId === me.id) throw invalidField('params.userId', 'You cannot block yourself.');
    if (!(await findSummary(app.db, userId))) throw notFound('User');
    return userId;
  };
  // Each one's list of online contacts loses (or may regain) the other.
  const announceBoth = (a: string, b: string) => Promise.all([app.realtime.presence.announce(a), app.realtime.presence.announce(b)]);

  app.post('/block/:userId', { schema: { params: blockParamsSchema, response: { 200: blockResponseSchema } } }, async (request) => {
    const me = currentUser(request);
    const other = await otherPerson(me, request.params.userId);
    await block(app.db, me.id, other);
    await announceBoth(me.id, other);
    return { blocked: true };
  });

  app.delete('/block/:userId', { schema: { params: blockParamsSchema, response: { 200: blockResponseSchema } } }, async (request) => {
    const me = currentUser(request);
    const other = await otherPerson(me, request.params.userId);
    await unblock(app.db, me.id, other);
    await announceBoth(me.id, other);
    return { blocked: false };
  });

  app.get('/blocks', { schema: { response: { 200: blockListSchema } } }, async (request) => ({
    items: (await blockedBy(app.db, currentUser(request).id)).map(toUserSummary),
  }));
};
