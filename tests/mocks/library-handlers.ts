/*
 * /case-flashes, /study-sets/from-case-flashes, /books and /courses-catalogue over the
 * library store, with the server's rules: anyone adds a case flash, its author or an admin
 * deletes it; only admins change books and the catalogue (403 FORBIDDEN for students).
 */
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { bookListSchema, bookSchema, createBookBodySchema, updateBookBodySchema } from '../../src/contract/books.ts';
import { caseFlashListSchema, caseFlashSchema, createCaseFlashBodySchema } from '../../src/contract/case-flashes.ts';
import {
  catalogueCourseSchema,
  catalogueListSchema,
  createCatalogueCourseBodySchema,
  updateCatalogueCourseBodySchema,
} from '../../src/contract/catalogue.ts';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { studySetFromCaseFlashesBodySchema, studySetSchema } from '../../src/contract/study.ts';
import type { MockAccount } from './db.ts';
import { summaryOf } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { libraryDb, nextLibraryId } from './library-db.ts';
import { byTitlePage, containsWords, newestPage, sameCourse } from './library-lists.ts';
import { signedIn } from './session.ts';

/** The caller, who must be an admin; a thrown 403 otherwise. */
function admin(request: Request): MockAccount {
  const account = signedIn(request);
  // MSW sends a thrown response as the answer.
  if (account.me.role !== 'admin') throw apiError(403, 'FORBIDDEN', 'Only an admin can change the library.');
  return account;
}

const notFound = (what: string) => apiError(404, 'NOT_FOUND', `${what} not found.`);

const caseFlashHandlers = [
  mockEndpoint(endpoints.caseFlashes.list, ({ request }) => {
    signedIn(request);
    const url = new URL(request.url);
    const matching = libraryDb.caseFlashes.filter(
      (item) => sameCourse(item.course, url.searchParams.get('course')) && containsWords([item.title, item.citation, item.tags.join(' '), item.facts], url.searchParams.get('q')),
    );
    return HttpResponse.json(caseFlashListSchema.parse(newestPage(matching, url)));
  }),

  mockEndpoint(endpoints.caseFlashes.detail, ({ request, params }) => {
    signedIn(request);
    const found = libraryDb.caseFlashes.find((item) => item.id === params.id);
    return found ? HttpResponse.json(caseFlashSchema.parse(found)) : notFound('Case flash');
  }),

  mockEndpoint(endpoints.caseFlashes.create, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, createCaseFlashBodySchema);
    const created = caseFlashSchema.parse({ id: nextLibraryId('case'), ...body, createdBy: summaryOf(me), createdAt: new Date().toISOString() });
    libraryDb.caseFlashes.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),

  mockEndpoint(endpoints.caseFlashes.delete, ({ request, params }) => {
    const { me } = signedIn(request);
    const found = libraryDb.caseFlashes.find((item) => item.id === params.id);
    if (!found) return notFound('Case flash');
    if (found.createdBy?.id !== me.id && me.role !== 'admin') return apiError(403, 'FORBIDDEN', 'Only the case flash’s author or an admin can delete it.');
    libraryDb.caseFlashes = libraryDb.caseFlashes.filter((item) => item.id !== found.id);
    return HttpResponse.json(deletedSchema.parse({ id: found.id }));
  }),

  mockEndpoint(endpoints.studySets.fromCaseFlashes, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, studySetFromCaseFlashesBodySchema);
    const cases = [...new Set(body.caseFlashIds)].map((id) => libraryDb.caseFlashes.find((item) => item.id === id));
    if (cases.some((item) => !item)) return notFound('Case flash');
    const cards = cases.flatMap((item) => (item ? [{ front: item.citation ? `${item.title} (${item.citation})` : item.title, back: `${item.holding} — ${item.ratio}` }] : []));
    const now = new Date().toISOString();
    const set = studySetSchema.parse({
      id: nextLibraryId('study-set'),
      owner: summaryOf(me),
      title: body.title,
      description: '',
      course: null,
      visibility: 'private',
      cardsCount: cards.length,
      dueCount: cards.length,
      createdAt: now,
      updatedAt: now,
    });
    libraryDb.studySets.push({ ...set, cards });
    return HttpResponse.json(set, { status: 201 });
  }),
];

type Shelf = 'books' | 'courses';

/** Read by anyone, changed by admins only: books and catalogue courses alike. */
function shelfHandlers<Item extends { id: string; title: string }>(options: {
  shelf: Shelf;
  what: string;
  endpoints: typeof endpoints.books | typeof endpoints.catalogue;
  list: z.ZodType<Record<string, unknown>>;
  item: z.ZodType<Item>;
  create: z.ZodType<Partial<Item>>;
  update: z.ZodType<Partial<Item>>;
  /** Whether an item is in the list `url` asks for. */
  matches: (item: Item, url: URL) => boolean;
}) {
  const items = () => libraryDb[options.shelf] as unknown as Item[];
  const setItems = (next: Item[]) => {
    (libraryDb[options.shelf] as unknown as Item[]) = next;
  };
  const find = (id: string) => items().find((item) => item.id === id);
  return [
    mockEndpoint(options.endpoints.list, ({ request }) => {
      signedIn(request);
      const url = new URL(request.url);
      return HttpResponse.json(options.list.parse(byTitlePage(items().filter((item) => options.matches(item, url)), url)));
    }),
    mockEndpoint(options.endpoints.detail, ({ request, params }) => {
      signedIn(request);
      const found = find(params.id);
      return found ? HttpResponse.json(options.item.parse(found)) : notFound(options.what);
    }),
    mockEndpoint(options.endpoints.create, async ({ request }) => {
      admin(request);
      const body = await readBody(request, options.create);
      const created = options.item.parse({ id: nextLibraryId(options.shelf), ...body });
      setItems([...items(), created]);
      return HttpResponse.json(created, { status: 201 });
    }),
    mockEndpoint(options.endpoints.update, async ({ request, params }) => {
      admin(request);
      const body = await readBody(request, options.update);
      const found = find(params.id);
      if (!found) return notFound(options.what);
      const saved = options.item.parse({ ...found, ...body });
      setItems(items().map((item) => (item.id === saved.id ? saved : item)));
      return HttpResponse.json(saved);
    }),
    mockEndpoint(options.endpoints.delete, ({ request, params }) => {
      admin(request);
      if (!find(params.id)) return notFound(options.what);
      setItems(items().filter((item) => item.id !== params.id));
      return HttpResponse.json(deletedSchema.parse({ id: params.id }));
    }),
  ];
}

const bookHandlers = shelfHandlers({
  shelf: 'books',
  what: 'Book',
  endpoints: endpoints.books,
  list: bookListSchema,
  item: bookSchema,
  create: createBookBodySchema,
  update: updateBookBodySchema,
  matches: (book, url) => sameCourse(book.course, url.searchParams.get('course')) && containsWords([book.title, book.author, book.description], url.searchParams.get('q')),
});

const catalogueHandlers = shelfHandlers({
  shelf: 'courses',
  what: 'Course',
  endpoints: endpoints.catalogue,
  list: catalogueListSchema,
  item: catalogueCourseSchema,
  create: createCatalogueCourseBodySchema,
  update: updateCatalogueCourseBodySchema,
  matches: (course, url) => containsWords([course.title, course.code], url.searchParams.get('q')),
});

export const libraryHandlers = [...caseFlashHandlers, ...bookHandlers, ...catalogueHandlers];
