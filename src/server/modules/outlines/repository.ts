/* Course outlines, each seen and changed by its owner only: anyone else's is a 404. */
import type { CourseOutline, OutlineTopic } from '../../../contract/outlines.ts';
import type { Db } from '../../db/dialect.ts';
import type { CourseOutlineRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';

const outlineNotFound = () => notFound('Course outline');

type OutlineFields = { title: string; course: string; description: string; topics: OutlineTopic[] };

function toCourseOutline(row: CourseOutlineRow): CourseOutline {
  return {
    id: row.id,
    title: row.title,
    course: row.course,
    description: row.description,
    topics: JSON.parse(row.topics) as OutlineTopic[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertOutline(db: Db, ownerId: string, fields: OutlineFields): Promise<CourseOutline> {
  const { id, at } = newStamp();
  const row = { id, owner_id: ownerId, ...fields, topics: JSON.stringify(fields.topics), created_at: at, updated_at: at };
  await db.insertInto('course_outlines').values(row).execute();
  return toCourseOutline(row);
}

/** Changes the fields sent; `topics` replaces the whole list. */
export async function updateOutline(db: Db, ownerId: string, id: string, changes: Partial<OutlineFields>): Promise<CourseOutline> {
  const { title, course, description, topics } = changes;
  const row = await db
    .updateTable('course_outlines')
    .set({ title, course, description, topics: topics && JSON.stringify(topics), updated_at: nowIso() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw outlineNotFound();
  return toCourseOutline(row);
}

export async function deleteOutline(db: Db, ownerId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('course_outlines').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw outlineNotFound();
}

export async function findOutline(db: Db, ownerId: string, id: string): Promise<CourseOutline> {
  const row = await db.selectFrom('course_outlines').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw outlineNotFound();
  return toCourseOutline(row);
}

/** Mine, newest first. */
export async function listOutlines(db: Db, ownerId: string): Promise<CourseOutline[]> {
  const rows = await db.selectFrom('course_outlines').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
  return rows.map(toCourseOutline);
}
