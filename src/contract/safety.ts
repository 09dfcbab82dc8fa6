/*
 * Safety: reports, the moderation queue (admins) and blocks. A report names one object by
 * type and id; the queue shows the reports on one object together, with the object in its
 * context, and every moderation action goes into an audit history.
 */
import { z } from 'zod';
import { reportStatuses } from './address-limits.ts';
import { idSchema, isoDateSchema, listSchema, pageQuerySchema } from './common.ts';
import { noteVisibilities } from './notes.ts';
import { userSummarySchema } from './users.ts';

/** `comment` is a comment on a post or on a note (ids never collide). */
export const reportTargetTypes = ['post', 'comment', 'message', 'groupMessage', 'groupComment', 'note', 'user'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = ['spam', 'harassment', 'hate', 'sexual', 'selfHarm', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export { reportStatuses };
export type ReportStatus = (typeof reportStatuses)[number];

/** What an admin may do with a report; every one resolves the open reports on its object. */
export const moderationActions = ['dismiss', 'removeContent', 'suspendUser', 'liftSuspension'] as const;
export type ModerationAction = (typeof moderationActions)[number];
/** What the audit history records: the moderation actions, and making someone an admin. */
export const auditedActions = [...moderationActions, 'grantAdmin'] as const;
export type AuditedAction = (typeof auditedActions)[number];

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;
/** Reports listed on a queue item (the newest); `reportersCount` counts them all. */
export const REPORT_ENTRIES_SHOWN = 20;
/** Longer texts (only notes can be) are cut to this many characters in the queue, ending with "…". */
export const REPORTED_BODY_MAX = 5000;
/** Messages shown before a reported direct message. */
export const MESSAGES_BEFORE_REPORTED = 2;

export const BLOCKED_MESSAGE = 'You cannot do this: one of you has blocked the other.';
export const SUSPENDED_MESSAGE = 'This account is suspended.';
/** What a reporter is told, whatever happens next. */
export const REPORT_THANKS_MESSAGE = 'Thank you for your report. Our moderators will look at it.';

// Requests and answers

export const createReportBodySchema = z.object({
  targetType: z.enum(reportTargetTypes),
  targetId: idSchema,
  reason: z.enum(reportReasons),
  // Blank details are no details.
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX)
    .optional()
    .transform((details) => details || undefined),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** 201 for a new report; 200 with the same id when this reporter's report on the object is still open. */
export const reportCreatedSchema = z.object({ id: idSchema });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

export const adminReportsQuerySchema = pageQuerySchema.extend({ status: z.enum(reportStatuses).default('open') });
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export const resolveReportBodySchema = z.object({
  action: z.enum(moderationActions),
  note: z
    .string()
    .trim()
    .max(MODERATION_NOTE_MAX)
    .optional()
    .transform((note) => note || undefined),
});
export type ResolveReportBody = z.input<typeof resolveReportBodySchema>;

export const grantAdminResponseSchema = z.object({ id: idSchema, role: z.literal('admin') });

export const blockParamsSchema = z.object({ userId: idSchema });
export const blockResponseSchema = z.object({ blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;
/** The people I have blocked, most recent first (not those who blocked me). */
export const blockListSchema = z.object({ items: z.array(userSummarySchema) });
export type BlockList = z.infer<typeof blockListSchema>;

// The moderation queue

/** A piece of reported content, or of its context: who wrote it, its text, when. */
export const reportedItemSchema = z.object({
  id: idSchema,
  author: userSummarySchema,
  /** A note's title; null for everything else. */
  title: z.string().nullable(),
  body: z.string(),
  createdAt: isoDateSchema,
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

const reportedGroupSchema = z.object({ id: idSchema, name: z.string() });

/** The reported object in its context, by target type. */
export const reportContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), post: reportedItemSchema }),
  z.object({
    type: z.literal('comment'),
    comment: reportedItemSchema,
    /** What the comment is on. */
    parentType: z.enum(['post', 'note']),
    parent: reportedItemSchema,
  }),
  z.object({
    type: z.literal('message'),
    conversationId: idSchema,
    message: reportedItemSchema,
    /** Up to two messages just before it, oldest first. */
    preceding: z.array(reportedItemSchema),
  }),
  z.object({ type: z.literal('groupMessage'), group: reportedGroupSchema, message: reportedItemSchema }),
  z.object({ type: z.literal('groupComment'), group: reportedGroupSchema, message: reportedItemSchema, comment: reportedItemSchema }),
  z.object({ type: z.literal('note'), note: reportedItemSchema, visibility: z.enum(noteVisibilities) }),
  z.object({ type: z.literal('user'), user: userSummarySchema, bio: z.string() }),
]);
export type ReportContent = z.infer<typeof reportContentSchema>;

/** One person's report on the object. */
export const reportEntrySchema = z.object({
  id: idSchema,
  /** Null once the reporter's account is gone. */
  reporter: userSummarySchema.nullable(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

/** One line of the audit history. */
export const moderationEntrySchema = z.object({
  id: idSchema,
  action: z.enum(auditedActions),
  note: z.string().nullable(),
  /** Null once the admin's account is gone. */
  admin: userSummarySchema.nullable(),
  createdAt: isoDateSchema,
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/**
 * A queue item: the reports on one object that are open (status `open`), or that one action
 * resolved (status `resolved`). Its `id` is its first report's; resolving it by that id (or
 * any of its reports' ids) resolves all of them.
 */
export const reportSchema = z.object({
  id: idSchema,
  targetType: z.enum(reportTargetTypes),
  targetId: idSchema,
  status: z.enum(reportStatuses),
  /** The reasons given, most often given first. */
  reasons: z.array(z.enum(reportReasons)),
  reportersCount: z.number().int(),
  /** The newest reports, at most REPORT_ENTRIES_SHOWN. */
  reports: z.array(reportEntrySchema),
  /** Whom the report is about: the author or owner of the object, or the reported person; null once their account is gone. */
  subject: z.object({ user: userSummarySchema, suspended: z.boolean() }).nullable(),
  /** Null once the object is gone (deleted by its author, or removed). */
  content: reportContentSchema.nullable(),
  /** The first report's time. */
  createdAt: isoDateSchema,
  lastReportedAt: isoDateSchema,
  /** The action that resolved these reports; null while open. */
  resolution: moderationEntrySchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** A queue item with every action ever taken on its object (oldest first): `GET /admin/reports/{id}` and the resolve answer. */
export const reportDetailSchema = reportSchema.extend({ history: z.array(moderationEntrySchema) });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportListSchema = listSchema(reportSchema);
export type ReportList = z.infer<typeof reportListSchema>;

/** `report:new`, to online admins. */
export const reportNewEventSchema = z.object({ id: idSchema });
export type ReportNewEvent = z.infer<typeof reportNewEventSchema>;
