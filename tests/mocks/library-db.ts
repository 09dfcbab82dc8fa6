/*
 * The state behind the library's MSW handlers: questions, practices and my attempts, case
 * flashes, books, catalogue courses, and the study sets drills made. Reset before every test
 * (tests/client/setup.ts); tests seed what they need with the helpers here.
 */
import type { Book } from '../../src/contract/books.ts';
import { caseFlashSchema, type CaseFlash } from '../../src/contract/case-flashes.ts';
import type { CatalogueCourse } from '../../src/contract/catalogue.ts';
import type { PracticeAnswer } from '../../src/contract/practice.ts';
import { questionSchema, type Question } from '../../src/contract/questions.ts';
import type { StudySet } from '../../src/contract/study.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { summaryOf } from './db.ts';

export type StoredPractice = {
  id: string;
  userId: string;
  startedAt: string;
  timeLimitMinutes: number | null;
  endsAt: string | null;
  finishedAt: string | null;
  questionIds: string[];
  answers: PracticeAnswer[];
};

export const libraryDb = {
  questions: [] as Question[],
  practices: [] as StoredPractice[],
  /** questionId → whether my latest answer to it was right. */
  attempts: new Map<string, boolean>(),
  caseFlashes: [] as CaseFlash[],
  books: [] as Book[],
  courses: [] as CatalogueCourse[],
  studySets: [] as (StudySet & { cards: { front: string; back: string }[] })[],
  seq: 1,
};

export function resetLibrary(): void {
  libraryDb.questions = [];
  libraryDb.practices = [];
  libraryDb.attempts = new Map();
  libraryDb.caseFlashes = [];
  libraryDb.books = [];
  libraryDb.courses = [];
  libraryDb.studySets = [];
  libraryDb.seq = 1;
}

/** Time-ordered ids, so sorting by id is newest last. */
export const nextLibraryId = (kind: string) => `${kind}-${String(libraryDb.seq++).padStart(6, '0')}`;

export function seedQuestion(fields: Partial<Question> & { createdBy?: UserSummary | null } = {}): Question {
  const question = questionSchema.parse({
    id: nextLibraryId('question'),
    course: 'Law of Contract',
    topic: 'Offer and invitation to treat',
    year: null,
    institutionId: null,
    type: 'mcq',
    question: 'Which of these is an offer?',
    options: ['An invitation to treat', 'A promise to be bound on stated terms', 'A mere puff'],
    answerIndex: 1,
    modelAnswer: null,
    explanation: 'An offer shows a willingness to be bound on acceptance.',
    createdAt: new Date().toISOString(),
    ...fields,
    createdBy: fields.createdBy ? summaryOf(fields.createdBy) : null,
  });
  libraryDb.questions.push(question);
  return question;
}

export function seedCaseFlash(fields: Partial<CaseFlash> & { createdBy?: UserSummary | null } = {}): CaseFlash {
  const caseFlash = caseFlashSchema.parse({
    id: nextLibraryId('case'),
    title: 'Carlill v Carbolic Smoke Ball Co',
    citation: '[1893] 1 QB 256',
    court: 'Court of Appeal (England)',
    year: 1893,
    course: 'Law of Contract',
    facts: 'A company advertised a reward for anyone who caught flu after using its smoke ball as directed.',
    issue: 'Whether the advertisement was an offer capable of acceptance by conduct.',
    holding: 'The advertisement was a unilateral offer, accepted by using the smoke ball and catching flu.',
    ratio: 'An offer to the world may be accepted by performing its conditions without notice of acceptance.',
    tags: ['unilateral contract', 'offer'],
    createdAt: new Date().toISOString(),
    ...fields,
    createdBy: fields.createdBy ? summaryOf(fields.createdBy) : null,
  });
  libraryDb.caseFlashes.push(caseFlash);
  return caseFlash;
}

export function seedBook(fields: Partial<Book> = {}): Book {
  const book: Book = {
    id: nextLibraryId('book'),
    title: 'The Law of Contract',
    author: 'G.H. Treitel',
    description: 'The standard English text on contract.',
    course: 'Law of Contract',
    coverUrl: null,
    fileUrl: null,
    publishedYear: null,
    ...fields,
  };
  libraryDb.books.push(book);
  return book;
}

export function seedCourse(fields: Partial<CatalogueCourse> = {}): CatalogueCourse {
  const course: CatalogueCourse = {
    id: nextLibraryId('course'),
    code: 'LLB-CONTRACT',
    title: 'Law of Contract',
    description: 'Formation, terms, vitiating factors and remedies.',
    level: 'LLB Year 1',
    credits: 3,
    topics: ['Offer and invitation to treat', 'Consideration'],
    ...fields,
  };
  libraryDb.courses.push(course);
  return course;
}
