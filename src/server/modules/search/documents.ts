/*
 * What a hit shows: its title and the text its snippet is cut from, read from the object's own
 * table once the page is known (a page holds at most TAKE_MAX hits).
 */
import { searchHitPath, type SearchHit, type SearchType } from '../../../contract/search.ts';
import type { Db } from '../../db/dialect.ts';
import type { RankedRow } from './engine.ts';
import { shortTitle, snippetOf } from './snippets.ts';
import type { SearchTerms } from './terms.ts';

type Shown = { title: string; text: string };
type Loader = (db: Db, ids: string[]) => Promise<[string, Shown][]>;

const POST_TITLE_MAX = 80;
const QUESTION_TITLE_MAX = 120;

const parts = (...texts: (string | null)[]) => texts.filter((text) => text !== null && text.trim() !== '').join(' · ');
const listed = (json: string) => (JSON.parse(json) as string[]).join(', ');

const loaders: Record<SearchType, Loader> = {
  post: async (db, ids) =>
    (await db.selectFrom('posts').select(['id', 'body']).where('id', 'in', ids).execute()).map((row) => [
      row.id,
      { title: shortTitle(row.body, POST_TITLE_MAX), text: row.body },
    ]),
  note: async (db, ids) =>
    (await db.selectFrom('notes').select(['id', 'title', 'body']).where('id', 'in', ids).execute()).map((row) => [row.id, { title: row.title, text: row.body }]),
  caseFlash: async (db, ids) =>
    (
      await db
        .selectFrom('case_flashes')
        .select(['id', 'title', 'citation', 'court', 'facts', 'issue', 'holding', 'ratio'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) => [row.id, { title: row.title, text: parts(row.citation, row.court, row.facts, row.issue, row.holding, row.ratio) }]),
  question: async (db, ids) =>
    (await db.selectFrom('questions').select(['id', 'question', 'options', 'model_answer', 'explanation']).where('id', 'in', ids).execute()).map(
      (row) => [
        row.id,
        { title: shortTitle(row.question, QUESTION_TITLE_MAX), text: parts(row.question, listed(row.options), row.model_answer, row.explanation) },
      ],
    ),
  book: async (db, ids) =>
    (await db.selectFrom('books').select(['id', 'title', 'author', 'course', 'description']).where('id', 'in', ids).execute()).map((row) => [
      row.id,
      { title: row.title, text: parts(row.author, row.course, row.description) },
    ]),
  course: async (db, ids) =>
    (await db.selectFrom('catalogue_courses').select(['id', 'title', 'code', 'level', 'description', 'topics']).where('id', 'in', ids).execute()).map(
      (row) => [row.id, { title: row.title, text: parts(row.code, row.level, row.description, listed(row.topics)) }],
    ),
  user: async (db, ids) =>
    (await db.selectFrom('users').select(['id', 'name', 'bio']).where('id', 'in', ids).execute()).map((row) => [row.id, { title: row.name, text: row.bio }]),
  group: async (db, ids) =>
    (await db.selectFrom('groups').select(['id', 'name', 'description']).where('id', 'in', ids).execute()).map((row) => [
      row.id,
      { title: row.name, text: row.description },
    ]),
};

/** The page's rows as hits, in the same order; one gone since it was ranked is left out. */
export async function hitsOf(db: Db, rows: RankedRow[], terms: SearchTerms): Promise<SearchHit[]> {
  const idsByType = new Map<SearchType, string[]>();
  for (const row of rows) idsByType.set(row.type, [...(idsByType.get(row.type) ?? []), row.id]);
  const shown = new Map<string, Shown>();
  for (const [type, ids] of idsByType) {
    for (const [id, fields] of await loaders[type](db, ids)) shown.set(`${type}:${id}`, fields);
  }
  return rows.flatMap((row) => {
    const fields = shown.get(`${row.type}:${row.id}`);
    if (!fields) return [];
    return [{ type: row.type, id: row.id, title: fields.title, ...snippetOf(fields.text, terms), url: searchHitPath(row.type, row.id), createdAt: row.created_at || null }];
  });
}
