/* GET /search: the words, the engine of the database underneath, a keyset page and, on the first page, the counts. */
import { searchTypes, type SearchResult, type SearchType } from '../../../contract/search.ts';
import type { DatabaseKind, Db } from '../../db/dialect.ts';
import { pageOf } from '../../lib/keyset.ts';
import { hitsOf } from './documents.ts';
import { cursorOf, rowOfCursor, type SearchEngine } from './engine.ts';
import { postgresEngine } from './postgres-engine.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { searchTerms } from './terms.ts';

type Query = { q: string; type?: SearchType; cursor?: string; take: number };

const engines: Record<DatabaseKind, SearchEngine> = { sqlite: sqliteEngine, postgres: postgresEngine };

/** Every table an answer reads: the indexed ones (their triggers keep the index) and those that decide who sees what. */
export const searchedTables = [
  'posts',
  'notes',
  'case_flashes',
  'questions',
  'books',
  'catalogue_courses',
  'users',
  'groups',
  'group_members',
  'collaborations',
  'blocks',
] as const;

export async function search(db: Db, kind: DatabaseKind, viewerId: string, query: Query): Promise<SearchResult> {
  const terms = searchTerms(query.q);
  const after = query.cursor === undefined ? undefined : rowOfCursor(query.cursor);
  const counts = Object.fromEntries(searchTypes.map((type) => [type, 0])) as Record<SearchType, number>;
  if (terms.words.length === 0) return { items: [], nextCursor: null, counts: after ? null : counts };

  const engine = engines[kind];
  const rows = await engine.ranked(db, { ...terms, viewerId, type: query.type, after, limit: query.take + 1 });
  const page = pageOf(rows, query.take, cursorOf);
  const items = await hitsOf(db, page.rows, terms);
  if (after) return { items, nextCursor: page.nextCursor, counts: null };
  for (const { type, n } of await engine.counts(db, { ...terms, viewerId })) counts[type] = Number(n);
  return { items, nextCursor: page.nextCursor, counts };
}
