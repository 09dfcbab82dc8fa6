/* The library's query keys (question bank, practice, case flashes, books, catalogue), for the queries and the cache edits alike. */
import type { QuestionType } from '../../../../contract/questions.ts';

/** The question bank's filters, as the address and the list query hold them. */
export type QuestionFilter = { course?: string; topic?: string; year?: number; type?: QuestionType; q?: string };
/** Case flash and book lists: one course, and words. */
export type CourseSearch = { course?: string; q?: string };

const all = ['library'] as const;

export const libraryKeys = {
  all,
  questionLists: () => [...all, 'questions', 'list'] as const,
  questionList: (filter: QuestionFilter) => [...libraryKeys.questionLists(), filter] as const,
  question: (questionId: string) => [...all, 'questions', 'detail', questionId] as const,
  practices: () => [...all, 'practice'] as const,
  practiceHistory: () => [...libraryKeys.practices(), 'history'] as const,
  practice: (practiceId: string) => [...libraryKeys.practices(), 'detail', practiceId] as const,
  practiceResult: (practiceId: string) => [...libraryKeys.practices(), 'result', practiceId] as const,
  caseLists: () => [...all, 'cases', 'list'] as const,
  caseList: (filter: CourseSearch) => [...libraryKeys.caseLists(), filter] as const,
  caseFlash: (caseId: string) => [...all, 'cases', 'detail', caseId] as const,
  bookLists: () => [...all, 'books', 'list'] as const,
  bookList: (filter: CourseSearch) => [...libraryKeys.bookLists(), filter] as const,
  book: (bookId: string) => [...all, 'books', 'detail', bookId] as const,
  courseLists: () => [...all, 'courses', 'list'] as const,
  courseList: (q: string | undefined) => [...libraryKeys.courseLists(), { q }] as const,
  /** Every course of the catalogue, for course pickers; under courseLists so a change reaches it too. */
  courseOptions: () => [...libraryKeys.courseLists(), 'options'] as const,
  course: (courseId: string) => [...all, 'courses', 'detail', courseId] as const,
};
