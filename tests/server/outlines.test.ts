/* Course outlines: made, read, changed and deleted by their owner only, within the contract's limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import {
  OUTLINE_COURSE_MAX,
  OUTLINE_DESCRIPTION_MAX,
  OUTLINE_TOPICS_MAX,
  courseOutlineListSchema,
  courseOutlineSchema,
  type CourseOutline,
  type CreateCourseOutlineBody,
} from '../../src/contract/outlines.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Efua Outline' });
  stranger = await signUp(t.app, { name: 'Yaw Stranger' });
});
afterAll(async () => t.close());

async function createOutline(user: TestUser, fields: Partial<CreateCourseOutlineBody> = {}): Promise<CourseOutline> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/course-outline/create', payload: { title: 'Land Law I', ...fields } });
  expect(response.statusCode, response.body).toBe(201);
  return courseOutlineSchema.parse(response.json());
}

async function readOutline(user: TestUser, id: string): Promise<CourseOutline> {
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/course-outline/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return courseOutlineSchema.parse(response.json());
}

const topics = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Topic ${index + 1}`, completed: index % 2 === 0 }));

describe('course outlines', () => {
  it('creates an outline with its topics in order, completed false unless given', async () => {
    const outline = await createOutline(owner, {
      title: '  Law of Torts  ',
      course: 'LAW 201',
      description: 'Second-year torts',
      topics: [{ title: ' Negligence ' }, { title: 'Nuisance', completed: true }],
    });
    expect(outline).toMatchObject({
      title: 'Law of Torts',
      course: 'LAW 201',
      description: 'Second-year torts',
      topics: [
        { title: 'Negligence', completed: false },
        { title: 'Nuisance', completed: true },
      ],
    });
    expect(outline.updatedAt).toBe(outline.createdAt);
    expect(await readOutline(owner, outline.id)).toEqual(outline);
    expect(await createOutline(owner)).toMatchObject({ course: '', description: '', topics: [] });
  });

  it('updates only the fields sent; topics replace the whole list', async () => {
    const outline = await createOutline(owner, { course: 'LAW 301', topics: topics(3) });
    const update = async (payload: object) => {
      const response = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/course-outline/update/${outline.id}`, payload });
      expect(response.statusCode, response.body).toBe(200);
      return courseOutlineSchema.parse(response.json());
    };
    const ticked = await update({ topics: [{ title: 'Topic 2', completed: true }, { title: 'Topic 1' }] });
    expect(ticked).toMatchObject({
      title: 'Land Law I',
      course: 'LAW 301',
      topics: [
        { title: 'Topic 2', completed: true },
        { title: 'Topic 1', completed: false },
      ],
    });
    expect(ticked.updatedAt >= outline.updatedAt).toBe(true);
    expect(await update({ title: 'Land Law II', description: 'Leases' })).toMatchObject({ title: 'Land Law II', description: 'Leases', topics: ticked.topics });
    expect(await update({ topics: [] })).toMatchObject({ title: 'Land Law II', topics: [] });
    expect(await readOutline(owner, outline.id)).toMatchObject({ title: 'Land Law II', description: 'Leases', course: 'LAW 301', topics: [] });
  });

  it('lists my outlines newest first, and no one else’s', async () => {
    const user = await signUp(t.app);
    const first = await createOutline(user, { title: 'Equity' });
    const second = await createOutline(user, { title: 'Evidence' });
    await createOutline(stranger, { title: 'Not yours' });
    const response = await as(t.app, user)({ method: 'GET', url: '/api/v1/course-outline/' });
    expect(response.statusCode).toBe(200);
    expect(courseOutlineListSchema.parse(response.json()).items).toEqual([second, first]);
  });

  it('deletes an outline', async () => {
    const outline = await createOutline(owner);
    const response = await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/course-outline/delete/${outline.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: outline.id });
    expect((await as(t.app, owner)({ method: 'GET', url: `/api/v1/course-outline/${outline.id}` })).statusCode).toBe(404);
    expect((await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/course-outline/delete/${outline.id}` })).statusCode).toBe(404);
  });

  it('go with the account', async () => {
    const user = await signUp(t.app);
    await createOutline(user);
    const response = await as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: user.password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.app.db.selectFrom('course_outlines').select('id').where('owner_id', '=', user.user.id).execute()).toEqual([]);
  });

  it('takes exactly 200 topics and topic titles of 200 characters', async () => {
    const outline = await createOutline(owner, { topics: [...topics(OUTLINE_TOPICS_MAX - 1), { title: 'x'.repeat(200) }] });
    expect(outline.topics).toHaveLength(OUTLINE_TOPICS_MAX);
  });
});

describe('another user’s outline', () => {
  it.each([
    ['read', 'GET', (id: string) => `/course-outline/${id}`, undefined],
    ['updated', 'PATCH', (id: string) => `/course-outline/update/${id}`, { title: 'Mine now', topics: [] }],
    ['deleted', 'DELETE', (id: string) => `/course-outline/delete/${id}`, undefined],
  ] as const)('cannot be %s: 404, and nothing changes', async (_name, method, path, payload) => {
    const outline = await createOutline(owner, { topics: topics(2) });
    const response = await as(t.app, stranger)({ method, url: `/api/v1${path(outline.id)}`, payload });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Course outline not found.' });
    expect(await readOutline(owner, outline.id)).toEqual(outline);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty title', { title: '' }, 'body.title'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'body.title'],
    ['a too long course', { course: 'x'.repeat(OUTLINE_COURSE_MAX + 1) }, 'body.course'],
    ['a too long description', { description: 'x'.repeat(OUTLINE_DESCRIPTION_MAX + 1) }, 'body.description'],
    ['201 topics', { topics: topics(OUTLINE_TOPICS_MAX + 1) }, 'body.topics'],
    ['a topic with an empty title', { topics: [{ title: ' ' }] }, 'body.topics.0.title'],
    ['a topic with a 201-character title', { topics: [{ title: 'x'.repeat(201) }] }, 'body.topics.0.title'],
    ['a topic whose completed is not a boolean', { topics: [{ title: 'Ok', completed: 'yes' }] }, 'body.topics.0.completed'],
    ['topics that are not a list', { topics: 'Negligence' }, 'body.topics'],
  ])('refuses %s with 400 on create and on update, changing nothing', async (_name, payload, path) => {
    const outline = await createOutline(owner, { topics: topics(1) });
    const count = async () => (await t.app.db.selectFrom('course_outlines').select('id').where('owner_id', '=', owner.user.id).execute()).length;
    const before = await count();
    const created = await as(t.app, owner)({ method: 'POST', url: '/api/v1/course-outline/create', payload: { title: 'Valid', ...payload } });
    const updated = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/course-outline/update/${outline.id}`, payload });
    for (const response of [created, updated]) {
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => detail.path)).toContain(path);
    }
    expect(await count()).toBe(before);
    expect(await readOutline(owner, outline.id)).toEqual(outline);
  });
});
