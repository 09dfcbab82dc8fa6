/*
 * How a finished practice's marks read. The server marks only multiple-choice questions: its
 * `score` and `correct` count those alone, while `total` counts every question, essays too
 * (contract/practice.ts). So the score is read against the number of MCQs, and essays are
 * named apart as the student's own to review.
 */
import type { PracticeResult } from '../../../../contract/practice.ts';

export type PracticeMarks = {
  /** Multiple-choice questions: the only ones marked. */
  marked: number;
  /** Essay questions: shown with their model answer, never marked. */
  essays: number;
};

export function marksOf(result: PracticeResult): PracticeMarks {
  const marked = result.review.filter((item) => item.question.type === 'mcq').length;
  return { marked, essays: result.review.length - marked };
}

/** "1 of 2 marked correct". */
export const markedCorrectText = (result: PracticeResult, marks: PracticeMarks) => `${result.correct} of ${marks.marked} marked correct`;

/** "1 essay to review yourself". */
export const essaysToReviewText = (essays: number) => `${essays} ${essays === 1 ? 'essay' : 'essays'} to review yourself`;

/** The topics that had a question marked; one with essays alone has no score to show. */
export const markedTopics = (result: PracticeResult) => result.byTopic.filter((topic) => topic.total > 0);
