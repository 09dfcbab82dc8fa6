/*
 * /questions-bank (the bank itself; practice is in practice-handlers.ts) over the library
 * store: the contract's filters, newest first with a cursor, and the facets the server
 * answers beside each page (courses over the whole bank, topics and years within `course`).
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { createQuestionBodySchema, questionListSchema, questionSchema, type Question } from '../../src/contract/questions.ts';
import { summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { libraryDb, nextLibraryId } from './library-db.ts';
import { containsWords, folded, newestPage, sameCourse } from './library-lists.ts';
import { signedIn } from './session.ts';

const sortedUnique = <T extends string | number>(values: T[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function questionMatches(question: Question, params: URLSearchParams | Record<string, unknown>): boolean {
  const get = (name: string) => (params instanceof URLSearchParams ? params.get(name) : ((params[name] as string | number | undefined)?.toString() ?? null));
  const year = get('year');
  const institutionId = get('institutionId');
  return (
    sameCourse(question.course, get('course')) &&
    (!get('topic') || folded(question.topic) === folded(get('topic'))) &&
    (!year || question.year === Number(year)) &&
    (!get('type') || question.type === get('type')) &&
    (!institutionId || question.institutionId === Number(institutionId)) &&
    containsWords([question.question], get('q'))
  );
}

export const findQuestion = (id: string) => libraryDb.questions.find((question) => question.id === id);

export const questionsHandlers = [
  mockEndpoint(endpoints.questions.list, ({ request }) => {
    signedIn(request);
    const url = new URL(request.url);
    const course = url.searchParams.get('course');
    const inCourse = libraryDb.questions.filter((question) => sameCourse(question.course, course));
    const filters = {
      courses: sortedUnique(libraryDb.questions.map((question) => question.course)),
      topics: sortedUnique(inCourse.map((question) => question.topic)),
      years: sortedUnique(inCourse.flatMap((question) => (question.year === null ? [] : [question.year]))).reverse(),
    };
    const matching = libraryDb.questions.filter((question) => questionMatches(question, url.searchParams));
    return HttpResponse.json(questionListSchema.parse({ ...newestPage(matching, url), filters }));
  }),

  mockEndpoint(endpoints.questions.detail, ({ request, params }) => {
    signedIn(request);
    const question = findQuestion(params.id);
    if (!question) return apiError(404, 'NOT_FOUND', 'Question not found.');
    return HttpResponse.json(questionSchema.parse(question));
  }),

  mockEndpoint(endpoints.questions.create, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, createQuestionBodySchema);
    const question = questionSchema.parse({ id: nextLibraryId('question'), ...body, createdBy: summaryOf(me), createdAt: new Date().toISOString() });
    libraryDb.questions.push(question);
    return HttpResponse.json(question, { status: 201 });
  }),

  mockEndpoint(endpoints.questions.delete, ({ request, params }) => {
    const { me } = signedIn(request);
    const question = findQuestion(params.id);
    if (!question) return apiError(404, 'NOT_FOUND', 'Question not found.');
    if (question.createdBy?.id !== me.id && me.role !== 'admin') return apiError(403, 'FORBIDDEN', 'Only the question’s author or an admin can delete it.');
    libraryDb.questions = libraryDb.questions.filter((item) => item.id !== question.id);
    return HttpResponse.json(deletedSchema.parse({ id: question.id }));
  }),
];
