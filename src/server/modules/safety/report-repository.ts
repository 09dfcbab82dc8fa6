/*
 * Reports and the audit history. The queue shows reports grouped: the open reports on one
 * object, or the reports one action resolved. A group's id is its first report's.
 */
import type { AuditedAction, ReportReason, ReportTargetType } from '../../../contract/safety.ts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { Database, ReportActionRow, ReportRow } from '../../db/schema.ts';
import { newId, newStamp, nowIso } from '../../lib/ids.ts';

export type Target = { type: ReportTargetType; id: string };

export type NewReport = { reporterId: string; target: Target; subjectId: string; reason: ReportReason; details: string | undefined };

function openReportOf(db: Db, reporterId: string, target: Target) {
  return db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/**
 * Files a report, or finds this reporter's open report on the same object: the partial unique
 * index lets one of two racing requests in, and the other then finds its row.
 */
export async function fileReport(db: Db, input: NewReport): Promise<{ id: string; created: boolean }> {
  for (;;) {
    const { id, at } = newStamp();
    const inserted = await db
      .insertInto('reports')
      .values({
        id,
        reporter_id: input.reporterId,
        target_type: input.target.type,
        target_id: input.target.id,
        subject_id: input.subjectId,
        reason: input.reason,
        details: input.details ?? null,
        resolution_id: null,
        created_at: at,
        resolved_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id, created: true };
    // Resolved between the insert and this read: try again, as a new report.
    const existing = await openReportOf(db, input.reporterId, input.target);
    if (existing) return { id: existing.id, created: false };
  }
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A queue item's reports: the open ones on an object, or those one action resolved. */
export type ReportGroup = { status: 'open'; target: Target } | { status: 'resolved'; resolutionId: string };

/** The group a report (or a group's summary) belongs to: a report is resolved exactly when it names its resolution. */
export function groupOf(report: Pick<ReportRow, 'target_type' | 'target_id' | 'resolution_id'>): ReportGroup {
  return report.resolution_id === null
    ? { status: 'open', target: { type: report.target_type, id: report.target_id } }
    : { status: 'resolved', resolutionId: report.resolution_id };
}

function inGroup<O>(query: SelectQueryBuilder<Database, 'reports', O>, group: ReportGroup) {
  return group.status === 'open'
    ? query.where('status', '=', 'open').where('target_type', '=', group.target.type).where('target_id', '=', group.target.id)
    : query.where('status', '=', 'resolved').where('resolution_id', '=', group.resolutionId);
}

export type GroupSummary = {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  resolution_id: string | null;
  subject_id: string | null;
  reporters: number;
  first_at: string;
  last_at: string;
};

function summaries(db: Db) {
  return db
    .selectFrom('reports')
    .select((eb) => [
      'target_type',
      'target_id',
      'resolution_id',
      eb.fn.min('id').as('id'),
      eb.fn.max('subject_id').as('subject_id'),
      eb.fn.countAll<number>().as('reporters'),
      eb.fn.min('created_at').as('first_at'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .groupBy(['resolution_id', 'target_type', 'target_id']);
}

const withNumbers = (row: GroupSummary): GroupSummary => ({ ...row, reporters: Number(row.reporters) });

/**
 * One page of the queue, newest first: open items by their first report, resolved ones by
 * the action that resolved them. The cursor is the last item's first report id or action id.
 */
export async function queuePage(db: Db, query: { status: 'open' | 'resolved'; cursor?: string; take: number }): Promise<GroupSummary[]> {
  const { status, cursor, take } = query;
  let page = summaries(db).where('status', '=', status).limit(take + 1);
  if (status === 'open') {
    page = page.orderBy((eb) => eb.fn.min('id'), 'desc');
    if (cursor) page = page.having((eb) => eb.fn.min('id'), '<', cursor);
  } else {
    page = page.orderBy('resolution_id', 'desc');
    if (cursor) page = page.where('resolution_id', '<', cursor);
  }
  return (await page.execute()).map(withNumbers);
}

export const cursorOfSummary = (summary: GroupSummary, status: 'open' | 'resolved') =>
  status === 'open' ? summary.id : (summary.resolution_id ?? summary.id);

export async function groupSummary(db: Db, group: ReportGroup): Promise<GroupSummary | undefined> {
  const row = await inGroup(summaries(db), group).executeTakeFirst();
  return row && withNumbers(row);
}

export type EntryRow = Pick<ReportRow, 'id' | 'reporter_id' | 'reason' | 'details' | 'created_at'>;

/** The group's newest reports. */
export async function groupEntries(db: Db, group: ReportGroup, limit: number): Promise<EntryRow[]> {
  return inGroup(db.selectFrom('reports').select(['id', 'reporter_id', 'reason', 'details', 'created_at']), group)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The reasons given in the group, most often first. */
export async function groupReasons(db: Db, group: ReportGroup): Promise<ReportReason[]> {
  const rows = await inGroup(db.selectFrom('reports').select((eb) => ['reason', eb.fn.countAll<number>().as('count')]), group)
    .groupBy('reason')
    .orderBy('count', 'desc')
    .orderBy('reason')
    .execute();
  return rows.map((row) => row.reason);
}

/** Records an action in the audit history; answers its id. */
export async function recordAction(
  db: Db,
  input: { reportId: string | null; target: Target; adminId: string; action: AuditedAction; note: string | undefined },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('report_actions')
    .values({
      id,
      report_id: input.reportId,
      target_type: input.target.type,
      target_id: input.target.id,
      admin_id: input.adminId,
      action: input.action,
      note: input.note ?? null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** Marks every open report on the object resolved by the action. */
export async function resolveOpenReports(db: Db, target: Target, actionId: string): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'resolved', resolution_id: actionId, resolved_at: nowIso() })
    .where('status', '=', 'open')
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .execute();
}

/** Every action on the object, oldest first. */
export async function actionsOn(db: Db, target: Target): Promise<ReportActionRow[]> {
  return db
    .selectFrom('report_actions')
    .selectAll()
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('id')
    .execute();
}

export async function findAction(db: Db, id: string): Promise<ReportActionRow | undefined> {
  return db.selectFrom('report_actions').selectAll().where('id', '=', id).executeTakeFirst();
}
