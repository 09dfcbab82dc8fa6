/* Practice and the exam simulator, under /questions-bank/practice. */
import { z } from 'zod';
import { idSchema, isoDateSchema, listSchema } from './common.ts';
import { QUESTION_OPTIONS_MAX, questionFilterQuerySchema, questionSchema } from './questions.ts';

export const PRACTICE_COUNT_MAX = 100;
export const PRACTICE_MINUTES_MAX = 300;
export const PRACTICE_ANSWER_TEXT_MAX = 20_000;

/**
 * `POST /questions-bank/practice`: `count` questions drawn at random from the filter; with
 * `onlyMissed`, only questions my latest answer got wrong. A time limit makes it an exam.
 */
export const startPracticeBodySchema = questionFilterQuerySchema.extend({
  onlyMissed: z.boolean().default(false),
  count: z.number().int().min(1).max(PRACTICE_COUNT_MAX),
  timeLimitMinutes: z
    .number()
    .int()
    .min(1)
    .max(PRACTICE_MINUTES_MAX)
    .nullish()
    .transform((minutes) => minutes ?? null),
});
export type StartPracticeBody = z.input<typeof startPracticeBodySchema>;

/** A question as a practice shows it: never its answer, model answer or explanation. */
export const practiceQuestionSchema = questionSchema.omit({ answerIndex: true, modelAnswer: true, explanation: true });
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceAnswerSchema = z.object({
  questionId: idSchema,
  answerIndex: z.number().int().nullable(),
  text: z.string().nullable(),
});
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/** `finishedAt` of an exam whose time ran out is its `endsAt`. */
export const practiceSchema = z.object({
  id: idSchema,
  startedAt: isoDateSchema,
  timeLimitMinutes: z.number().int().nullable(),
  endsAt: isoDateSchema.nullable(),
  finishedAt: isoDateSchema.nullable(),
  questions: z.array(practiceQuestionSchema),
  answers: z.array(practiceAnswerSchema),
});
export type Practice = z.infer<typeof practiceSchema>;

/**
 * `POST /questions-bank/practice/{id}/answer`: an MCQ takes `answerIndex`, an essay question
 * `text`. Without a time limit a question is answered once; in an exam, until time is up.
 */
export const answerPracticeBodySchema = z.object({
  questionId: idSchema,
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(QUESTION_OPTIONS_MAX - 1)
    .nullish()
    .transform((index) => index ?? null),
  text: z
    .string()
    .max(PRACTICE_ANSWER_TEXT_MAX)
    .nullish()
    .transform((value) => (value?.trim() ? value : null)),
});
export type AnswerPracticeBody = z.input<typeof answerPracticeBodySchema>;

/** Without a time limit: graded at once (`correct` is null for an essay question). */
export const gradedAnswerSchema = z.object({
  correct: z.boolean().nullable(),
  answerIndex: z.number().int().nullable(),
  modelAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

/** In an exam: kept, and graded when it ends. */
export const recordedAnswerSchema = z.object({ recorded: z.literal(true) });

export const answerPracticeResponseSchema = z.union([gradedAnswerSchema, recordedAnswerSchema]);
export type AnswerPracticeResponse = z.infer<typeof answerPracticeResponseSchema>;

/**
 * `score` is the percentage of MCQs answered right (0 without MCQs), rounded. Each topic's
 * `correct` and `total` count its MCQs too; essay questions show in `review` with `correct` null.
 */
export const practiceResultSchema = z.object({
  id: idSchema,
  startedAt: isoDateSchema,
  finishedAt: isoDateSchema,
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  score: z.number().int().min(0).max(100),
  byTopic: z.array(z.object({ course: z.string(), topic: z.string(), correct: z.number().int(), total: z.number().int() })),
  review: z.array(
    z.object({
      question: questionSchema,
      answerIndex: z.number().int().nullable(),
      text: z.string().nullable(),
      correct: z.boolean().nullable(),
    }),
  ),
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;

/** `GET /questions-bank/practice`: my finished practices, the latest started first. */
export const practiceResultListSchema = listSchema(practiceResultSchema);
export type PracticeResultList = z.infer<typeof practiceResultListSchema>;
