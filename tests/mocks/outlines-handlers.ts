/*
 * /course-outline over an in-memory store: mine only (anyone else's is a 404), newest
 * first, an update replacing the fields sent (`topics` as a whole list). Reset before every test.
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  courseOutlineListSchema,
  courseOutlineSchema,
  createCourseOutlineBodySchema,
  updateCourseOutlineBodySchema,
  type CourseOutline,
  type OutlineTopic,
} from '../../src/contract/outlines.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { newestFirst } from './posts-handlers.ts';
import { signedIn } from './session.ts';

type StoredOutline = { ownerId: string; outline: CourseOutline };

export const outlinesDb = { outlines: [] as StoredOutline[], nextId: 1 };

export function resetOutlinesDb(): void {
  outlinesDb.outlines = [];
  outlinesDb.nextId = 1;
}

type NewOutline = { title: string; course?: string; description?: string; topics?: (string | OutlineTopic)[] };

export function seedOutline(ownerId: string, fields: NewOutline): CourseOutline {
  const now = new Date().toISOString();
  const topics = (fields.topics ?? []).map((topic) => (typeof topic === 'string' ? { title: topic, completed: false } : topic));
  const outline = courseOutlineSchema.parse({
    id: `outline-${String(outlinesDb.nextId++).padStart(6, '0')}`,
    title: fields.title,
    course: fields.course ?? '',
    description: fields.description ?? '',
    topics,
    createdAt: now,
    updatedAt: now,
  });
  outlinesDb.outlines.push({ ownerId, outline });
  return outline;
}

/** The outline as the server holds it now. */
export function storedOutline(id: string): CourseOutline | undefined {
  return outlinesDb.outlines.find((stored) => stored.outline.id === id)?.outline;
}

function myOutline(request: Request, id: string): StoredOutline {
  const userId = signedIn(request).me.id;
  const stored = outlinesDb.outlines.find((item) => item.outline.id === id && item.ownerId === userId);
  // MSW sends a thrown response as the answer.
  if (!stored) throw apiError(404, 'NOT_FOUND', 'Course outline not found.');
  return stored;
}

export const outlinesHandlers = [
  mockEndpoint(endpoints.outlines.list, ({ request }) => {
    const userId = signedIn(request).me.id;
    const mine = outlinesDb.outlines.filter((stored) => stored.ownerId === userId).map((stored) => stored.outline);
    return HttpResponse.json(courseOutlineListSchema.parse({ items: newestFirst(mine) }));
  }),

  mockEndpoint(endpoints.outlines.detail, ({ request, params }) => HttpResponse.json(courseOutlineSchema.parse(myOutline(request, params.id).outline))),

  mockEndpoint(endpoints.outlines.create, async ({ request }) => {
    const userId = signedIn(request).me.id;
    const body = await readBody(request, createCourseOutlineBodySchema);
    return HttpResponse.json(seedOutline(userId, body), { status: 201 });
  }),

  mockEndpoint(endpoints.outlines.update, async ({ request, params }) => {
    const stored = myOutline(request, params.id);
    const body = await readBody(request, updateCourseOutlineBodySchema);
    stored.outline = courseOutlineSchema.parse({ ...stored.outline, ...body, updatedAt: new Date().toISOString() });
    return HttpResponse.json(stored.outline);
  }),

  mockEndpoint(endpoints.outlines.delete, ({ request, params }) => {
    const stored = myOutline(request, params.id);
    outlinesDb.outlines = outlinesDb.outlines.filter((item) => item !== stored);
    return HttpResponse.json(deletedSchema.parse({ id: stored.outline.id }));
  }),
];
