import type { PracticeQuestion } from '../../../contract/practice.ts';
import type { Question } from '../../../contract/questions.ts';
import type { QuestionRow } from '../../db/schema.ts';
import { toCreator, type CreatorFields } from '../users/mappers.ts';

/** A question row with whoever wrote it (left-joined: all null for the starter library). */
export type QuestionWithCreator = QuestionRow & CreatorFields;

export function toQuestion(row: QuestionWithCreator): Question {
  return {
    ...toPracticeQuestion(row),
    answerIndex: row.answer_index,
    modelAnswer: row.model_answer,
    explanation: row.explanation,
  };
}

/** The question without its answer, model answer or explanation, built without them rather than stripped. */
export function toPracticeQuestion(row: QuestionWithCreator): PracticeQuestion {
  return {
    id: row.id,
    course: row.course,
    topic: row.topic,
    year: row.year,
    institutionId: row.institution_id,
    type: row.type,
    question: row.question,
    options: JSON.parse(row.options) as string[],
    createdBy: toCreator(row),
    createdAt: row.created_at,
  };
}
