/*
 * Safety: reports, blocks and the moderation queue (admins). Reports are kept as sent
 * (one open report per reporter and object); the queue answers whatever a test put in
 * `safetyDb.queue`, and an action resolves an item as the server would, with its audit line.
 */
import { HttpResponse } from 'msw';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  blockListSchema,
  blockResponseSchema,
  createReportBodySchema,
  grantAdminResponseSchema,
  reportCreatedSchema,
  reportDetailSchema,
  reportListSchema,
  resolveReportBodySchema,
  type CreateReportBody,
  type ModerationEntry,
  type ReportDetail,
} from '../../src/contract/safety.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { db, summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

type StoredReport = CreateReportBody & { id: string; reporterId: string };

export const safetyDb = {
  /** Who blocked whom: blocker id → the people they blocked, most recent last. */
  blocks: new Map<string, string[]>(),
  reports: [] as StoredReport[],
  /** The moderation queue, each item with its audit history. */
  queue: [] as ReportDetail[],
  grantedAdmins: [] as string[],
  nextId: 1,
};

export function resetSafetyDb(): void {
  safetyDb.blocks.clear();
  safetyDb.reports = [];
  safetyDb.queue = [];
  safetyDb.grantedAdmins = [];
  safetyDb.nextId = 1;
}

const nextId = (prefix: string) => `${prefix}-${String(safetyDb.nextId++).padStart(4, '0')}`;

export function seedBlock(blockerId: string, blockedId: string): void {
  safetyDb.blocks.set(blockerId, [...(safetyDb.blocks.get(blockerId) ?? []).filter((id) => id !== blockedId), blockedId]);
}

export function blockedEitherWay(a: string, b: string): boolean {
  return Boolean(safetyDb.blocks.get(a)?.includes(b) || safetyDb.blocks.get(b)?.includes(a));
}

/** Puts an item in the queue; `fields` fill in what a test cares about. */
export function seedQueueItem(fields: Partial<ReportDetail> & Pick<ReportDetail, 'targetType' | 'targetId' | 'content'>): ReportDetail {
  const now = new Date().toISOString();
  const item = reportDetailSchema.parse({
    id: nextId('report'),
    status: 'open',
    reasons: ['spam'],
    reportersCount: 1,
    reports: [],
    subject: null,
    createdAt: now,
    lastReportedAt: now,
    resolution: null,
    history: [],
    ...fields,
  });
  safetyDb.queue.push(item);
  return item;
}

function admin(request: Request) {
  const account = signedIn(request);
  if (account.me.role !== 'admin') throw apiError(403, 'FORBIDDEN', 'Only admins may do this.');
  return account.me;
}

const reportNotFound = () => apiError(404, 'NOT_FOUND', 'Report not found.');
const withoutHistory = ({ history: _history, ...report }: ReportDetail) => report;

function otherPerson(me: UserSummary, userId: string): Response | undefined {
  if (userId === me.id) return apiError(400, 'VALIDATION_FAILED', 'You cannot block yourself.');
  if (!db.accounts.has(userId)) return apiError(404, 'NOT_FOUND', 'User not found.');
  return undefined;
}

export const safetyHandlers = [
  mockEndpoint(endpoints.safety.report, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, createReportBodySchema);
    if (body.targetType === 'user' && body.targetId === me.id) return apiError(400, 'VALIDATION_FAILED', 'You cannot report yourself.');
    const open = safetyDb.reports.find((report) => report.reporterId === me.id && report.targetType === body.targetType && report.targetId === body.targetId);
    if (open) return HttpResponse.json(reportCreatedSchema.parse({ id: open.id }));
    const stored: StoredReport = { ...body, id: nextId('report'), reporterId: me.id };
    safetyDb.reports.push(stored);
    return HttpResponse.json(reportCreatedSchema.parse({ id: stored.id }), { status: 201 });
  }),

  mockEndpoint(endpoints.safety.blocks, ({ request }) => {
    const { me } = signedIn(request);
    const ids = [...(safetyDb.blocks.get(me.id) ?? [])].reverse();
    const items = ids.flatMap((id) => {
      const account = db.accounts.get(id);
      return account ? [summaryOf(account.me)] : [];
    });
    return HttpResponse.json(blockListSchema.parse({ items }));
  }),

  mockEndpoint(endpoints.safety.block, ({ request, params }) => {
    const { me } = signedIn(request);
    const refusal = otherPerson(me, params.userId);
    if (refusal) return refusal;
    seedBlock(me.id, params.userId);
    return HttpResponse.json(blockResponseSchema.parse({ blocked: true }));
  }),

  mockEndpoint(endpoints.safety.unblock, ({ request, params }) => {
    const { me } = signedIn(request);
    const refusal = otherPerson(me, params.userId);
    if (refusal) return refusal;
    safetyDb.blocks.set(me.id, (safetyDb.blocks.get(me.id) ?? []).filter((id) => id !== params.userId));
    return HttpResponse.json(blockResponseSchema.parse({ blocked: false }));
  }),

  mockEndpoint(endpoints.safety.adminReports, ({ request }) => {
    admin(request);
    const status = new URL(request.url).searchParams.get('status') ?? 'open';
    const items = safetyDb.queue.filter((item) => item.status === status).map(withoutHistory);
    return HttpResponse.json(reportListSchema.parse({ items, nextCursor: null }));
  }),

  mockEndpoint(endpoints.safety.adminReport, ({ request, params }) => {
    admin(request);
    const item = safetyDb.queue.find((report) => report.id === params.id);
    return item ? HttpResponse.json(reportDetailSchema.parse(item)) : reportNotFound();
  }),

  mockEndpoint(endpoints.safety.resolveReport, async ({ request, params }) => {
    const me = admin(request);
    const { action, note } = await readBody(request, resolveReportBodySchema);
    const at = safetyDb.queue.findIndex((report) => report.id === params.id);
    const item = safetyDb.queue[at];
    if (!item) return reportNotFound();
    const entry: ModerationEntry = { id: nextId('action'), action, note: note ?? null, admin: summaryOf(me), createdAt: new Date().toISOString() };
    const subject = item.subject && (action === 'suspendUser' || action === 'liftSuspension') ? { ...item.subject, suspended: action === 'suspendUser' } : item.subject;
    const resolved = item.status === 'open';
    const next: ReportDetail = {
      ...item,
      subject,
      status: 'resolved',
      resolution: resolved ? entry : item.resolution,
      content: action === 'removeContent' ? null : item.content,
      history: [...item.history, entry],
    };
    safetyDb.queue[at] = next;
    return HttpResponse.json(reportDetailSchema.parse(next));
  }),

  mockEndpoint(endpoints.safety.grantAdmin, ({ request, params }) => {
    admin(request);
    const account = db.accounts.get(params.id);
    if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
    account.me = { ...account.me, role: 'admin' };
    safetyDb.grantedAdmins.push(params.id);
    return HttpResponse.json(grantAdminResponseSchema.parse({ id: params.id, role: 'admin' }));
  }),
];
