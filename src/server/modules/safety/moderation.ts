/*
 * An admin's action on a report, in one transaction: the audit row, every open report on
 * the object marked resolved by it, and what the action does (remove the object, suspend
 * or reinstate whom it is about). Sockets are closed and events sent once it is committed.
 */
import type { FastifyInstance } from 'fastify';
import type { ModerationAction } from '../../../contract/safety.ts';
import type { Db } from '../../db/dialect.ts';
import type { ReportRow, UserRow } from '../../db/schema.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { findUserById } from '../users/repository.ts';
import { assertRemovable, removeContent, type AfterCommit } from './content-removal.ts';
import { recordAction, resolveOpenReports, type Target } from './report-repository.ts';

type App = Pick<FastifyInstance, 'db' | 'realtime'>;

/** Suspends (revoking every session at once) or reinstates a person. */
async function setSuspended(trx: Db, userId: string, suspended: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ suspended_at: suspended ? nowIso() : null })
    .where('id', '=', userId)
    .where('suspended_at', suspended ? 'is' : 'is not', null)
    .execute();
  if (suspended) await revokeAllSessions(trx, userId);
}

/** The person a suspension or its lifting applies to; checked before anything is written. */
async function subjectFor(app: App, report: ReportRow, admin: UserRow, action: ModerationAction): Promise<string | undefined> {
  if (action !== 'suspendUser' && action !== 'liftSuspension') return undefined;
  const subject = report.subject_id && (await findUserById(app.db, report.subject_id));
  if (!subject) throw notFound('User');
  if (action === 'suspendUser' && subject.id === admin.id) throw invalidField('body.action', 'You cannot suspend yourself.');
  return subject.id;
}

export async function moderate(app: App, report: ReportRow, admin: UserRow, action: ModerationAction, note: string | undefined): Promise<void> {
  const target: Target = { type: report.target_type, id: report.target_id };
  if (action === 'removeContent') assertRemovable(target);
  const subjectId = await subjectFor(app, report, admin, action);

  const afterCommit: AfterCommit = await app.db.transaction().execute(async (trx) => {
    const actionId = await recordAction(trx, { reportId: report.id, target, adminId: admin.id, action, note });
    await resolveOpenReports(trx, target, actionId);
    if (action === 'removeContent') return removeContent(app, trx, target);
    if (subjectId !== undefined) await setSuspended(trx, subjectId, action === 'suspendUser');
    return () => {
      // Every socket of theirs, on every instance.
      if (subjectId !== undefined && action === 'suspendUser') app.realtime.endSessions({ userId: subjectId });
    };
  });
  afterCommit();
}
