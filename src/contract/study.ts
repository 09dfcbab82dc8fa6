/*
 * Study sets, flash cards and their spaced-repetition schedule (API.md "Study sets and flash
 * cards" and "Studying"). A schedule is per learner: `FlashCard.due`, `FlashCard.schedule` and
 * `StudySet.dueCount` are always the caller's own, whoever owns the set. How a review moves a
 * schedule is in study-fsrs.ts, shared by the server and the client.
 */
import { z } from 'zod';
import { STUDY_QUERY_MAX, STUDY_SET_COURSE_MAX, studySetScopes } from './address-limits.ts';

export { STUDY_QUERY_MAX, STUDY_SET_COURSE_MAX, studySetScopes };
import { cappedInt, idSchema, isoDateSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { userSummarySchema } from './users.ts';

export const STUDY_SET_TITLE_MAX = 200;
export const STUDY_SET_DESCRIPTION_MAX = 2000;
export const FLASH_CARD_TEXT_MAX = 2000;
/** Cards in one bulk request, and in `flashCards` of a new set. */
export const FLASH_CARDS_BULK_MAX = 500;
/** `GET /study-sets/{id}/due` answers at most this many cards at once (default 100). */
export const DUE_TAKE_MAX = 500;
export const DUE_TAKE_DEFAULT = 100;
/** A review dated later than the server's clock plus this is refused (400). */
export const REVIEW_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** No review is dated before this (a device clock reset to 1970, say): 400. */
export const REVIEW_EARLIEST = '2000-01-01T00:00:00Z';
export const REVIEW_ID_MAX = 64;

export const studySetVisibilities = ['private', 'public'] as const;
export type StudySetVisibility = (typeof studySetVisibilities)[number];

/** ts-fsrs's states, by name: New 0, Learning 1, Review 2, Relearning 3. */
export const scheduleStates = ['new', 'learning', 'review', 'relearning'] as const;
export type ScheduleState = (typeof scheduleStates)[number];

/** The answer buttons; the numbers are ts-fsrs's `Rating` (Again 1 … Easy 4). */
export const ratings = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type ReviewRating = (typeof ratings)[keyof typeof ratings];

export const studySetSchema = z.object({
  id: idSchema,
  owner: userSummarySchema,
  title: z.string(),
  description: z.string(),
  course: z.string().nullable(),
  visibility: z.enum(studySetVisibilities),
  cardsCount: z.number().int(),
  /** The caller's cards due now in this set: never-reviewed cards count as due. */
  dueCount: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type StudySet = z.infer<typeof studySetSchema>;

/**
 * The caller's FSRS memory state of a card (ts-fsrs `Card` minus `due`, which is
 * `FlashCard.due`), so the client can work out what each answer button would give.
 */
export const flashCardScheduleSchema = z.object({
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.enum(scheduleStates),
  lastReview: isoDateSchema.nullable(),
});
export type FlashCardSchedule = z.infer<typeof flashCardScheduleSchema>;

export const flashCardSchema = z.object({
  id: idSchema,
  studySetId: idSchema,
  front: z.string(),
  back: z.string(),
  /** Cards are ordered by position ascending (ties by id). New cards go after the last. */
  position: z.number(),
  /** When the caller should next review it; null: never reviewed by the caller, so due now. */
  due: isoDateSchema.nullable(),
  /** The caller's schedule; null when never reviewed by the caller. */
  schedule: flashCardScheduleSchema.nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type FlashCard = z.infer<typeof flashCardSchema>;

/** `GET /study-sets/{id}`: the set with all its cards in position order. */
export const studySetDetailSchema = studySetSchema.extend({ flashCards: z.array(flashCardSchema) });
export type StudySetDetail = z.infer<typeof studySetDetailSchema>;

export const studySetListSchema = listSchema(studySetSchema);
export type StudySetList = z.infer<typeof studySetListSchema>;

export const flashCardListSchema = z.object({ items: z.array(flashCardSchema) });
export type FlashCardList = z.infer<typeof flashCardListSchema>;

/**
 * `GET /study/today`. The sets considered are the ones I own and the public sets of others I
 * have reviewed at least one card of; `sets` lists those with a card due now, most due
 * first, and `dueTotal` is the sum of their `dueCount`. `nextDueAt`, when nothing is due,
 * says when the next of my reviewed cards comes due (null if none); when something is due
 * it is null too.
 */
export const studyTodaySchema = z.object({
  dueTotal: z.number().int(),
  sets: z.array(z.object({ studySet: studySetSchema, dueCount: z.number().int() })),
  nextDueAt: isoDateSchema.nullable(),
});
export type StudyToday = z.infer<typeof studyTodaySchema>;

/** An empty or blank course means "no course". */
const courseSchema = z
  .string()
  .trim()
  .max(STUDY_SET_COURSE_MAX)
  .nullish()
  .transform((course) => course || null);

const cardText = text(1, FLASH_CARD_TEXT_MAX);
export const newFlashCardSchema = z.object({ front: cardText, back: cardText });
export type NewFlashCard = z.infer<typeof newFlashCardSchema>;

const cardsSchema = z.array(newFlashCardSchema).max(FLASH_CARDS_BULK_MAX);

/** `POST /study-sets/create`: `flashCards` (at most 500) are created with the set, in order. */
export const createStudySetBodySchema = z.object({
  title: text(1, STUDY_SET_TITLE_MAX),
  description: z.string().trim().max(STUDY_SET_DESCRIPTION_MAX).default(''),
  course: courseSchema,
  visibility: z.enum(studySetVisibilities).default('private'),
  flashCards: cardsSchema.default([]),
});
export type CreateStudySetBody = z.input<typeof createStudySetBodySchema>;

/** Case flashes one `POST /study-sets/from-case-flashes` may turn into cards. */
export const FROM_CASE_FLASHES_MAX = 200;

/**
 * `POST /study-sets/from-case-flashes`: a new private set of mine with one card a case, in the
 * order given (an id given twice makes one card): front "title (citation)", or the title alone
 * when the citation is unknown; back "holding — ratio". The set's course is the cases' course
 * when they share one. Every id must name a case flash (404).
 */
export const studySetFromCaseFlashesBodySchema = z.object({
  title: text(1, STUDY_SET_TITLE_MAX),
  caseFlashIds: z.array(idSchema).min(1).max(FROM_CASE_FLASHES_MAX),
});
export type StudySetFromCaseFlashesBody = z.input<typeof studySetFromCaseFlashesBodySchema>;

/** `PATCH /study-sets/update/{id}` (owner only): the fields sent change, the rest stay. */
export const updateStudySetBodySchema = z.object({
  title: text(1, STUDY_SET_TITLE_MAX).optional(),
  description: z.string().trim().max(STUDY_SET_DESCRIPTION_MAX).optional(),
  course: courseSchema.optional(),
  visibility: z.enum(studySetVisibilities).optional(),
});
export type UpdateStudySetBody = z.input<typeof updateStudySetBodySchema>;

export type StudySetScope = (typeof studySetScopes)[number];

/**
 * `GET /study-sets/`: newest first, paged by `cursor`. `mine`: my sets, any visibility;
 * `public`: everyone's public sets (mine too). `course` matches the whole course ignoring
 * case; `q` finds text in the title or description, ignoring case (`%` and `_` are plain
 * characters).
 */
export const studySetListQuerySchema = pageQuerySchema.extend({
  scope: z.enum(studySetScopes).default('mine'),
  course: z.string().trim().max(STUDY_SET_COURSE_MAX).optional(),
  q: z.string().trim().max(STUDY_QUERY_MAX).optional(),
});
export type StudySetListQuery = z.input<typeof studySetListQuerySchema>;

/** `POST /study-sets/flash-cards/create` (the set's owner only). */
export const createFlashCardBodySchema = newFlashCardSchema.extend({ studySetId: idSchema });
export type CreateFlashCardBody = z.input<typeof createFlashCardBodySchema>;

/**
 * `PATCH /study-sets/flash-cards/update/{id}` (the set's owner only). To move a card, send a
 * `position` between its new neighbours' (their mean, say); before the first card, the
 * first's minus 1; after the last, the last's plus 1. Other cards keep theirs.
 */
export const updateFlashCardBodySchema = z.object({
  front: cardText.optional(),
  back: cardText.optional(),
  position: z.number().min(-1e15).max(1e15).optional(),
});
export type UpdateFlashCardBody = z.input<typeof updateFlashCardBodySchema>;

/** `GET /study-sets/flash-cards?studySetId=`: every card of the set, in position order. */
export const flashCardListQuerySchema = z.object({ studySetId: idSchema });
export type FlashCardListQuery = z.infer<typeof flashCardListQuerySchema>;

/** `POST /study-sets/flash-cards/bulk` (the set's owner): 1–500 cards in one go, kept in order. */
export const bulkFlashCardsBodySchema = z.object({
  studySetId: idSchema,
  cards: cardsSchema.min(1),
});
export type BulkFlashCardsBody = z.input<typeof bulkFlashCardsBodySchema>;

/**
 * `GET /study-sets/{id}/due`: the caller's cards due now, most overdue first: reviewed cards by
 * `due`, then never-reviewed ones (due now) by position. At most `take` (default 100, capped
 * at 500); fetch again for more once those are studied.
 */
export const dueQuerySchema = z.object({ take: cappedInt(1, DUE_TAKE_MAX).default(DUE_TAKE_DEFAULT) });
export type DueQuery = z.input<typeof dueQuerySchema>;

/**
 * `POST /study-sets/flash-cards/{id}/review`, allowed on any card the caller can see (studying a
 * public set is reading it). The schedule moves from `reviewedAt`, when the card was answered
 * (possibly offline, long ago), not from when the request arrived; a `reviewedAt` more than 5
 * minutes ahead of the server's clock, or before 2000, is a 400. A review dated before the
 * caller's last review of the card is scheduled as made at that last review (see
 * `effectiveReviewTime`). `reviewId` (made by the client, unique per review) makes a replay a
 * no-op that answers the card as it stands; the same `reviewId` with another card, rating or
 * time is 409 CONFLICT. The answer is the card with the caller's new `due` and `schedule`.
 *
 * The reviewer's sockets hear `study:reviewed`, except the one named in the request header
 * `X-Socket-Id` (the id `get-id` gave it); without the header every one of them hears it, so a
 * client that leaves it out should ignore events for reviews it made itself.
 */
export const reviewBodySchema = z.object({
  rating: z.literal([ratings.again, ratings.hard, ratings.good, ratings.easy]),
  reviewedAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) >= Date.parse(REVIEW_EARLIEST), { message: `must not be before ${REVIEW_EARLIEST}` }),
  reviewId: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters')
    .min(1)
    .max(REVIEW_ID_MAX)
    .optional(),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export { SOCKET_ID_HEADER } from './headers.ts';

export const studyReviewedEventSchema = z.object({
  flashCardId: idSchema,
  studySetId: idSchema,
  due: isoDateSchema,
  schedule: flashCardScheduleSchema,
});
export type StudyReviewedEvent = z.infer<typeof studyReviewedEventSchema>;
