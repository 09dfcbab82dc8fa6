import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyTodaySchema } from '../../../contract/study.ts';
import { nowIso } from '../../lib/ids.ts';
import { currentUser } from '../../plugins/auth.ts';
import { flashCardRoutes } from './card-routes.ts';
import { toStudySet } from './mappers.ts';
import { nextDueAfter, todaysSets } from './set-reads.ts';
import { studySetRoutes } from './set-routes.ts';
import { TodayCache } from './today-cache.ts';

/** Study sets and their cards, under /study-sets. */
export const studySetsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(studySetRoutes);
  await app.register(flashCardRoutes, { prefix: '/flash-cards' });
};

/** The daily queue, under /study. */
export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = new TodayCache(app.dbChangeStamp);

  const workOut = async (userId: string, now: string) => {
    const [sets, nextDue] = await Promise.all([todaysSets(app.db, userId, now), nextDueAfter(app.db, userId, now)]);
    const dueTotal = sets.reduce((sum, set) => sum + set.due_count, 0);
    const today = studyTodaySchema.parse({
      dueTotal,
      sets: sets.map((set) => ({ studySet: toStudySet(set), dueCount: set.due_count })),
      nextDueAt: dueTotal === 0 ? nextDue : null,
    });
    return { json: JSON.stringify(today), validUntil: nextDue };
  };

  app.get('/today', { schema: { response: { 200: studyTodaySchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const now = nowIso();
    const json = await answers.get(me.id, now, () => workOut(me.id, now));
    // Already JSON in the schema's shape; the base reply type takes a string.
    const plainReply: FastifyReply = reply;
    return plainReply.type('application/json; charset=utf-8').send(json);
  });
};
