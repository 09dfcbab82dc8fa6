import { z } from 'zod';
import { questionTypes } from './address-limits.ts';

export { questionTypes };
import { idSchema, isoDateSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { institutionIdSchema } from './institutions.ts';
import {
  LIBRARY_COURSE_MAX,
  YEAR_MAX,
  YEAR_MIN,
  courseFilterSchema,
  courseNameSchema,
  intFilter,
  optionalText,
  optionalYearSchema,
  searchFilterSchema,
  textFilter,
} from './library.ts';
import { userSummarySchema } from './users.ts';

export const QUESTION_TEXT_MAX = 5000;
export const QUESTION_OPTION_MAX = 1000;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;
export const MODEL_ANSWER_MAX = 20_000;
export const EXPLANATION_MAX = 5000;

export type QuestionType = (typeof questionTypes)[number];

/** `createdBy` is null for the starter library's questions and once the author's account is gone. */
export const questionSchema = z.object({
  id: idSchema,
  course: z.string(),
  topic: z.string(),
  year: z.number().int().nullable(),
  institutionId: z.number().int().nullable(),
  type: z.enum(questionTypes),
  question: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int().nullable(),
  modelAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
  createdBy: userSummarySchema.nullable(),
  createdAt: isoDateSchema,
});
export type Question = z.infer<typeof questionSchema>;

/**
 * `POST /questions-bank/create`. An MCQ has 2–6 options and `answerIndex` names one of them;
 * an essay question has no options and no `answerIndex` (its answer is `modelAnswer`).
 */
export const createQuestionBodySchema = z
  .object({
    course: courseNameSchema,
    topic: courseNameSchema,
    year: optionalYearSchema,
    institutionId: institutionIdSchema.nullish().transform((id) => id ?? null),
    type: z.enum(questionTypes),
    question: text(1, QUESTION_TEXT_MAX),
    options: z.array(text(1, QUESTION_OPTION_MAX)).max(QUESTION_OPTIONS_MAX).default([]),
    answerIndex: z.number().int().min(0).nullish().transform((index) => index ?? null),
    modelAnswer: optionalText(MODEL_ANSWER_MAX),
    explanation: optionalText(EXPLANATION_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'mcq') {
      if (body.options.length < QUESTION_OPTIONS_MIN) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: `An MCQ needs ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options.` });
      } else if (body.answerIndex === null || body.answerIndex >= body.options.length) {
        ctx.addIssue({ code: 'custom', path: ['answerIndex'], message: 'An MCQ needs answerIndex to name one of its options.' });
      }
      return;
    }
    if (body.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'An essay question has no options.' });
    if (body.answerIndex !== null) ctx.addIssue({ code: 'custom', path: ['answerIndex'], message: 'An essay question has no answerIndex.' });
  });
export type CreateQuestionBody = z.input<typeof createQuestionBodySchema>;
export type QuestionFields = z.output<typeof createQuestionBodySchema>;

/** The filters that the bank's list and a practice share. */
export const questionFilterQuerySchema = z.object({
  course: courseFilterSchema,
  topic: textFilter(LIBRARY_COURSE_MAX),
  year: intFilter(YEAR_MIN, YEAR_MAX),
  type: z.enum(questionTypes).optional(),
  institutionId: intFilter(1000, 1017),
});

/**
 * `GET /questions-bank/`: newest first. `course` and `topic` match exactly, ignoring case; `q`
 * searches the question's text.
 */
export const questionListQuerySchema = pageQuerySchema.extend(questionFilterQuerySchema.shape).extend({ q: searchFilterSchema });
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

/**
 * The values present in the bank: `courses` over the whole bank; `topics` and `years` within
 * the `course` filter when one is given (the whole bank otherwise). The other filters leave them be.
 */
export const questionFacetsSchema = z.object({
  courses: z.array(z.string()),
  topics: z.array(z.string()),
  years: z.array(z.number().int()),
});
export type QuestionFacets = z.infer<typeof questionFacetsSchema>;

export const questionListSchema = listSchema(questionSchema).extend({ filters: questionFacetsSchema });
export type QuestionList = z.infer<typeof questionListSchema>;
