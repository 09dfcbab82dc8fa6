/* Queue items in the contract's shape: a group of reports with its object in context, and the audit history. */
import { REPORT_ENTRIES_SHOWN, type ModerationEntry, type Report, type ReportDetail } from '../../../contract/safety.ts';
import type { UserSummary } from '../../../contract/users.ts';
import type { Db } from '../../db/dialect.ts';
import type { ReportActionRow } from '../../db/schema.ts';
import { summaryColumns, toUserSummary } from '../users/mappers.ts';
import { loadContent } from './report-content.ts';
import { actionsOn, findAction, groupEntries, groupOf, groupReasons, type GroupSummary, type Target } from './report-repository.ts';

type Readers = { db: Db; secret: string; viewerId: string };

/** Summaries (and whether suspended) of the people with these ids; the gone are missing. */
async function people(db: Db, ids: (string | null)[]): Promise<Map<string, { user: UserSummary; suspended: boolean }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select([...summaryColumns, 'suspended_at']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { user: toUserSummary(row), suspended: row.suspended_at !== null }]));
}

async function toEntries(db: Db, rows: ReportActionRow[]): Promise<ModerationEntry[]> {
  const admins = await people(db, rows.map((row) => row.admin_id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    note: row.note,
    admin: (row.admin_id && admins.get(row.admin_id)?.user) || null,
    createdAt: row.created_at,
  }));
}

export async function toReport(readers: Readers, summary: GroupSummary): Promise<Report> {
  const { db } = readers;
  const group = groupOf(summary);
  const target: Target = { type: summary.target_type, id: summary.target_id };
  const [entries, reasons, content, resolution] = await Promise.all([
    groupEntries(db, group, REPORT_ENTRIES_SHOWN),
    groupReasons(db, group),
    loadContent(readers, target),
    summary.resolution_id === null ? undefined : findAction(db, summary.resolution_id),
  ]);
  const known = await people(db, [summary.subject_id, ...entries.map((entry) => entry.reporter_id)]);
  return {
    id: summary.id,
    targetType: target.type,
    targetId: target.id,
    status: group.status,
    reasons,
    reportersCount: summary.reporters,
    reports: entries.map((entry) => ({
      id: entry.id,
      reporter: known.get(entry.reporter_id)?.user ?? null,
      reason: entry.reason,
      details: entry.details,
      createdAt: entry.created_at,
    })),
    subject: (summary.subject_id && known.get(summary.subject_id)) || null,
    content,
    createdAt: summary.first_at,
    lastReportedAt: summary.last_at,
    resolution: resolution ? ((await toEntries(db, [resolution]))[0] ?? null) : null,
  };
}

export async function toReportDetail(readers: Readers, summary: GroupSummary): Promise<ReportDetail> {
  const [report, actions] = await Promise.all([
    toReport(readers, summary),
    actionsOn(readers.db, { type: summary.target_type, id: summary.target_id }),
  ]);
  return { ...report, history: await toEntries(readers.db, actions) };
}
