/* Book reads and writes. Lists go by title, keyset on (title, id). */
import { sql } from 'kysely';
import type { Book, BookFields } from '../../../contract/books.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import type { BookRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor, pageOf } from '../../lib/keyset.ts';

export const bookNotFound = () => notFound('Book');

export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    course: row.course,
    coverUrl: row.cover_url,
    fileUrl: row.file_url,
    publishedYear: row.published_year,
  };
}

export async function findBook(db: Db, id: string): Promise<Book | undefined> {
  const row = await db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toBook(row);
}

/** By title: `course` exactly and `q` within title, author or description, both ignoring case. */
export async function listBooks(db: Db, query: { course?: string; q?: string; cursor?: string; take: number }) {
  let list = db.selectFrom('books').selectAll().orderBy('title').orderBy('id').limit(query.take + 1);
  if (query.course !== undefined) list = list.where(sql<string>`lower(course)`, '=', sql<string>`lower(${query.course})`);
  if (query.q !== undefined) {
    const q = query.q;
    list = list.where((eb) => eb.or([containsText(eb.ref('title'), q), containsText(eb.ref('author'), q), containsText(eb.ref('description'), q)]));
  }
  if (query.cursor) {
    const [title = '', id = ''] = decodeCursor(query.cursor, 2);
    list = list.where((eb) => eb(eb.refTuple('title', 'id'), '>', eb.tuple(title, id)));
  }
  const page = pageOf(await list.execute(), query.take, (last) => encodeCursor([last.title, last.id]));
  return { items: page.rows.map(toBook), nextCursor: page.nextCursor };
}

function toRow(fields: BookFields): BookRow {
  return {
    id: newId(),
    title: fields.title,
    author: fields.author,
    description: fields.description,
    course: fields.course,
    cover_url: fields.coverUrl,
    file_url: fields.fileUrl,
    published_year: fields.publishedYear,
  };
}

export async function insertBooks(db: Db, books: BookFields[]): Promise<Book[]> {
  const rows = books.map(toRow);
  if (rows.length > 0) await db.insertInto('books').values(rows).execute();
  return rows.map(toBook);
}

/** Changes the fields given; those left out keep their value. A 404 when the book is gone. */
export async function updateBook(db: Db, id: string, changes: Partial<BookFields>): Promise<Book> {
  const columns = {
    title: changes.title,
    author: changes.author,
    description: changes.description,
    course: changes.course,
    cover_url: changes.coverUrl,
    file_url: changes.fileUrl,
    published_year: changes.publishedYear,
  };
  const changed = Object.values(columns).some((value) => value !== undefined);
  const row = changed
    ? await db.updateTable('books').set(columns).where('id', '=', id).returningAll().executeTakeFirst()
    : await db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw bookNotFound();
  return toBook(row);
}

export async function deleteBook(db: Db, id: string): Promise<void> {
  const gone = await db.deleteFrom('books').where('id', '=', id).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw bookNotFound();
}
