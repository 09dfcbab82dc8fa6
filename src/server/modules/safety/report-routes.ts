import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportBodySchema, reportCreatedSchema } from '../../../contract/safety.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { invalidField } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADMINS_ROOM } from '../../plugins/realtime.ts';
import { fileReport } from './report-repository.ts';
import { reportSubject } from './report-targets.ts';

/** POST /reports: anyone signed in reports what they can see; online admins hear of it at once. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { body: createReportBodySchema, response: { 200: reportCreatedSchema, 201: reportCreatedSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { targetType, targetId, reason, details } = request.body;
      await app.limits.reports.hit(me.id);
      const target = { type: targetType, id: targetId };
      const subjectId = await reportSubject(app, target, me);
      if (subjectId === me.id) throw invalidField('body.targetId', 'You cannot report yourself or what you wrote.');
      const { id, created } = await fileReport(app.db, { reporterId: me.id, target, subjectId, reason, details });
      if (created) app.realtime.toRoom(ADMINS_ROOM, serverEvents.reportNew, { id });
      return reply.status(created ? 201 : 200).send({ id });
    },
  );
};
