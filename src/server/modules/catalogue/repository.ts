/* The course catalogue's reads and writes. Titles are unique ignoring case; lists go by title, keyset on (title, id). */
import type { Insertable } from 'kysely';
import type { CatalogueCourse, CatalogueCourseFields } from '../../../contract/catalogue.ts';
import { containsText, isUniqueViolation, type Db } from '../../db/dialect.ts';
import type { CatalogueCourseRow, CatalogueCoursesTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor, pageOf } from '../../lib/keyset.ts';

export const catalogueCourseNotFound = () => notFound('Course');
const titleTaken = () => conflict('CONFLICT', 'The catalogue already has a course with this title.');

export function toCatalogueCourse(row: CatalogueCourseRow): CatalogueCourse {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    level: row.level,
    credits: row.credits,
    topics: JSON.parse(row.topics) as string[],
  };
}

/** The columns for the fields given; those left out are left out. */
export function catalogueColumns(fields: Partial<CatalogueCourseFields>): Omit<Insertable<CatalogueCoursesTable>, 'id' | 'title'> & { title?: string } {
  return {
    code: fields.code,
    title: fields.title,
    description: fields.description,
    level: fields.level,
    credits: fields.credits,
    topics: fields.topics && JSON.stringify(fields.topics),
  };
}

export async function findCatalogueCourse(db: Db, id: string): Promise<CatalogueCourse | undefined> {
  const row = await db.selectFrom('catalogue_courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCatalogueCourse(row);
}

/** By title; `q` within the title or the code, ignoring case. */
export async function listCatalogue(db: Db, query: { q?: string; cursor?: string; take: number }) {
  let list = db.selectFrom('catalogue_courses').selectAll().orderBy('title').orderBy('id').limit(query.take + 1);
  if (query.q !== undefined) {
    const q = query.q;
    list = list.where((eb) => eb.or([containsText(eb.ref('title'), q), containsText(eb.ref('code'), q)]));
  }
  if (query.cursor) {
    const [title = '', id = ''] = decodeCursor(query.cursor, 2);
    list = list.where((eb) => eb(eb.refTuple('title', 'id'), '>', eb.tuple(title, id)));
  }
  const page = pageOf(await list.execute(), query.take, (last) => encodeCursor([last.title, last.id]));
  return { items: page.rows.map(toCatalogueCourse), nextCursor: page.nextCursor };
}

/** A 409 instead of the unique index's error when the title is taken. */
async function unlessTitleTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

export async function insertCatalogueCourse(db: Db, fields: CatalogueCourseFields): Promise<CatalogueCourse> {
  const row = { ...catalogueColumns(fields), id: newId(), title: fields.title };
  const inserted = await unlessTitleTaken(() => db.insertInto('catalogue_courses').values(row).returningAll().executeTakeFirstOrThrow());
  return toCatalogueCourse(inserted);
}

/** Changes the fields given; those left out keep their value. */
export async function updateCatalogueCourse(db: Db, id: string, changes: Partial<CatalogueCourseFields>): Promise<CatalogueCourse> {
  const columns = catalogueColumns(changes);
  const changed = Object.values(columns).some((value) => value !== undefined);
  const row = changed
    ? await unlessTitleTaken(() => db.updateTable('catalogue_courses').set(columns).where('id', '=', id).returningAll().executeTakeFirst())
    : await db.selectFrom('catalogue_courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw catalogueCourseNotFound();
  return toCatalogueCourse(row);
}

/** Removes the course; groups that had it as their topic keep going without one. */
export async function deleteCatalogueCourse(db: Db, id: string): Promise<void> {
  const gone = await db.deleteFrom('catalogue_courses').where('id', '=', id).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw catalogueCourseNotFound();
}
