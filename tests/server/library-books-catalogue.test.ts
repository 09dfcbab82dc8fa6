import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookListSchema, bookSchema, type Book, type CreateBookBody } from '../../src/contract/books.ts';
import { catalogueCourseSchema, catalogueListSchema, type CatalogueCourse } from '../../src/contract/catalogue.ts';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { groupSchema, topicListSchema } from '../../src/contract/groups.ts';
import { countRows } from './support/library.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  student = await signUp(t.app);
  admin = await signUp(t.app, { email: 'admin@campus.test' });
});
afterAll(async () => t.close());

const bookBody = (fields: Partial<CreateBookBody> = {}): CreateBookBody => ({
  title: 'A Fixture Casebook',
  author: 'A. N. Author',
  course: 'Contract Law',
  ...fields,
});

async function addBook(body: CreateBookBody): Promise<Book> {
  const response = await as(t.app, admin)({ method: 'POST', url: '/api/v1/books/', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return bookSchema.parse(response.json());
}

async function addCourse(payload: object): Promise<CatalogueCourse> {
  const response = await as(t.app, admin)({ method: 'POST', url: '/api/v1/courses-catalogue/', payload });
  expect(response.statusCode, response.body).toBe(201);
  return catalogueCourseSchema.parse(response.json());
}

describe('admin-only writes', () => {
  it.each([
    ['POST', '/api/v1/books/', 'books'],
    ['PATCH', '/api/v1/books/{id}', 'books'],
    ['DELETE', '/api/v1/books/{id}', 'books'],
    ['POST', '/api/v1/courses-catalogue/', 'catalogue_courses'],
    ['PATCH', '/api/v1/courses-catalogue/{id}', 'catalogue_courses'],
    ['DELETE', '/api/v1/courses-catalogue/{id}', 'catalogue_courses'],
  ] as const)('%s %s answers 403 FORBIDDEN to a student and changes nothing', async (method, path, table) => {
    const book = await addBook(bookBody({ title: 'Kept Book' }));
    const course = await addCourse({ title: `Kept Course ${method} ${table}` });
    const id = table === 'books' ? book.id : course.id;
    const before = await countRows(t.app, table);
    const payload = table === 'books' ? bookBody({ title: 'Changed' }) : { title: 'Changed' };
    const response = await as(t.app, student)({ method, url: path.replace('{id}', id), payload });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).code).toBe('FORBIDDEN');
    expect(await countRows(t.app, table)).toBe(before);
    const read = await as(t.app, student)({ method: 'GET', url: table === 'books' ? `/api/v1/books/${id}` : `/api/v1/courses-catalogue/${id}` });
    expect(read.json()).toMatchObject({ title: table === 'books' ? 'Kept Book' : course.title });
  });
});

describe('books', () => {
  it('lets an admin add, change and remove a book', async () => {
    const book = await addBook(bookBody({ coverUrl: 'https://covers.example/casebook.png', publishedYear: 2016 }));
    expect(book).toMatchObject({ description: '', coverUrl: 'https://covers.example/casebook.png', fileUrl: null, publishedYear: 2016 });
    const patched = await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/books/${book.id}`, payload: { description: 'Second edition.', coverUrl: null } });
    expect(bookSchema.parse(patched.json())).toEqual({ ...book, description: 'Second edition.', coverUrl: null });
    const unchanged = await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/books/${book.id}`, payload: {} });
    expect(unchanged.json()).toEqual({ ...book, description: 'Second edition.', coverUrl: null });
    const removed = await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/books/${book.id}` });
    expect(removed.json()).toEqual({ id: book.id });
    expect((await as(t.app, student)({ method: 'GET', url: `/api/v1/books/${book.id}` })).statusCode).toBe(404);
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/books/${book.id}` })).statusCode).toBe(404);
  });

  it('refuses a link that is not http(s) with a 400', async () => {
    const response = await as(t.app, admin)({ method: 'POST', url: '/api/v1/books/', payload: bookBody({ fileUrl: 'javascript:alert(1)' }) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.map((detail) => detail.path)).toContain('body.fileUrl');
  });

  it('lists by title, filters by course ignoring case, searches, and pages', async () => {
    for (const title of ['Torts C', 'Torts A', 'Torts B']) await addBook(bookBody({ title, course: 'Law of Torts', author: title === 'Torts B' ? 'Ama Writer' : 'Someone' }));
    const read = async (query: string) => bookListSchema.parse((await as(t.app, student)({ method: 'GET', url: `/api/v1/books/${query}` })).json());
    expect((await read('?course=law%20of%20TORTS')).items.map((book) => book.title)).toEqual(['Torts A', 'Torts B', 'Torts C']);
    expect((await read('?q=ama%20writer')).items.map((book) => book.title)).toEqual(['Torts B']);
    const first = await read('?course=Law%20of%20Torts&take=2');
    const second = await read(`?course=Law%20of%20Torts&take=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((book) => book.title)).toEqual(['Torts A', 'Torts B', 'Torts C']);
    expect(second.nextCursor).toBeNull();
    const bad = await as(t.app, student)({ method: 'GET', url: '/api/v1/books/?cursor=not-a-cursor' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the course catalogue', () => {
  it('keeps the course list groups always had, with their ids', async () => {
    const courses = catalogueListSchema.parse((await as(t.app, student)({ method: 'GET', url: '/api/v1/courses-catalogue/?q=taxation' })).json());
    expect(courses.items).toEqual([{ id: 'law-of-taxation', code: '', title: 'Law of Taxation', description: '', level: '', credits: null, topics: [] }]);
  });

  it('lets an admin add a course with its topics; titles are unique ignoring case', async () => {
    const course = await addCourse({ code: 'LAW 305', title: 'Ghana Legal System', level: 'Level 300', credits: 3, topics: ['Sources of law', 'Courts'] });
    expect(course).toMatchObject({ code: 'LAW 305', description: '', credits: 3, topics: ['Sources of law', 'Courts'] });
    const twice = await as(t.app, admin)({ method: 'POST', url: '/api/v1/courses-catalogue/', payload: { title: 'GHANA LEGAL SYSTEM' } });
    expect(twice.statusCode).toBe(409);
    expect(apiErrorSchema.parse(twice.json()).code).toBe('CONFLICT');
    const renamed = await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/courses-catalogue/${course.id}`, payload: { title: 'law of taxation' } });
    expect(renamed.statusCode).toBe(409);
    const patched = await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/courses-catalogue/${course.id}`, payload: { credits: null, topics: ['Courts'] } });
    expect(catalogueCourseSchema.parse(patched.json())).toEqual({ ...course, credits: null, topics: ['Courts'] });
  });

  it('is what GET /courses/ offers groups (title for name), and a group takes a new course as its topic until it is removed', async () => {
    const course = await addCourse({ title: 'Alternative Dispute Resolution Clinic' });
    const topics = topicListSchema.parse((await as(t.app, student)({ method: 'GET', url: '/api/v1/courses/' })).json()).items;
    expect(topics).toContainEqual({ id: course.id, name: course.title });
    expect(topics).toContainEqual({ id: 'contract-law', name: 'Law of Contract' });

    const created = await as(t.app, student)({ method: 'POST', url: '/api/v1/groups/create', payload: { name: 'ADR circle', topicId: course.id } });
    expect(created.statusCode, created.body).toBe(201);
    const group = groupSchema.parse(created.json());
    expect(group.topicId).toBe(course.id);
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/courses-catalogue/${course.id}` })).statusCode).toBe(200);
    const after = await as(t.app, student)({ method: 'GET', url: `/api/v1/groups/${group.id}` });
    expect(after.json()).toMatchObject({ group: { id: group.id, topicId: null } });
  });
});
