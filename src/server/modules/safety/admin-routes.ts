import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common.ts';
import {
  adminReportsQuerySchema,
  grantAdminResponseSchema,
  reportDetailSchema,
  reportListSchema,
  resolveReportBodySchema,
} from '../../../contract/safety.ts';
import { rooms } from '../../../contract/socket-events.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentAdmin } from '../../plugins/auth.ts';
import { ADMINS_ROOM } from '../../plugins/realtime.ts';
import { findSummary } from '../users/repository.ts';
import { moderate } from './moderation.ts';
import { cursorOfSummary, findReport, groupOf, groupSummary, queuePage, recordAction } from './report-repository.ts';
import { toReport, toReportDetail } from './report-view.ts';

const reportNotFound = () => notFound('Report');

/** The moderation queue and its actions under /admin: admins only (403 FORBIDDEN for anyone else). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = (admin: UserRow) => ({ db: app.db, secret: app.sessionSecret, viewerId: admin.id });

  /** The queue item a report belongs to now, with its history. */
  const detailOf = async (admin: UserRow, reportId: string) => {
    const report = await findReport(app.db, reportId);
    const summary = report && (await groupSummary(app.db, groupOf(report)));
    if (!summary) throw reportNotFound();
    return toReportDetail(readers(admin), summary);
  };

  app.get('/reports', { schema: { querystring: adminReportsQuerySchema, response: { 200: reportListSchema } } }, async (request) => {
    const admin = currentAdmin(request);
    const { status, cursor, take } = request.query;
    const rows = await queuePage(app.db, { status, cursor, take });
    const shown = rows.slice(0, take);
    const last = shown.at(-1);
    return {
      items: await Promise.all(shown.map((summary) => toReport(readers(admin), summary))),
      nextCursor: rows.length > take && last ? cursorOfSummary(last, status) : null,
    };
  });

  app.get('/reports/:id', { schema: { params: idParamsSchema, response: { 200: reportDetailSchema } } }, async (request) =>
    detailOf(currentAdmin(request), request.params.id),
  );

  app.post(
    '/reports/:id/resolve',
    { schema: { params: idParamsSchema, body: resolveReportBodySchema, response: { 200: reportDetailSchema } } },
    async (request) => {
      const admin = currentAdmin(request);
      const report = await findReport(app.db, request.params.id);
      if (!report) throw reportNotFound();
      await moderate(app, report, admin, request.body.action, request.body.note);
      return detailOf(admin, report.id);
    },
  );

  app.post('/users/:id/admin', { schema: { params: idParamsSchema, response: { 200: grantAdminResponseSchema } } }, async (request) => {
    const admin = currentAdmin(request);
    const { id } = request.params;
    if (!(await findSummary(app.db, id))) throw notFound('User');
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
      await recordAction(trx, { reportId: null, target: { type: 'user', id }, adminId: admin.id, action: 'grantAdmin', note: undefined });
    });
    // Their open tabs hear new reports from now on, on every instance.
    app.realtime.io.in(rooms.user(id)).socketsJoin(ADMINS_ROOM);
    return { id, role: 'admin' as const };
  });
};
