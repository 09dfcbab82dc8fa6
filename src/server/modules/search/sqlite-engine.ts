/*
 * Search on SQLite: one FTS5 table (`search_fts`, rowid = `search_docs.doc_id`) kept by the
 * triggers of migration 13. bm25 scores lower for better matches; the score here is its
 * negation, so both engines rank "higher is better".
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SearchType } from '../../../contract/search.ts';
import type { Db } from '../../db/dialect.ts';
import type { RankedRow, SearchEngine } from './engine.ts';
import type { SearchTerms } from './terms.ts';
import { visibleHit } from './visibility.ts';

/** bm25 weight of a title match against a body match. */
const TITLE_WEIGHT = 5;

/** Each word as an FTS5 string, so it is never read as an operator; the last may be a prefix. */
function matchExpression({ words, prefix }: SearchTerms): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ') + (prefix ? '*' : '');
}

/** Whether the viewer may see the object of the `search_docs` row `d`. */
function visible(db: Db, viewerId: string): Expression<SqlBool> {
  return visibleHit(db, viewerId, { type: sql.ref('d.type'), id: sql.ref('d.item_id'), authorId: sql.ref('d.author_id') });
}

export const sqliteEngine: SearchEngine = {
  async ranked(db, query) {
    const ofType = query.type ? sql`and d.type = ${query.type}` : sql``;
    const { after } = query;
    const afterRow = after ? sql`and (f.score, d.created_at, d.item_id, d.type) < (${after.score}, ${after.created_at}, ${after.id}, ${after.type})` : sql``;
    // bm25 in a subquery of its own: computed once a match, before the join (a third faster).
    const { rows } = await sql<RankedRow>`
      select d.type as type, d.item_id as id, d.created_at as created_at, f.score as score
      from (select rowid, -bm25(search_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0) as score from search_fts where search_fts match ${matchExpression(query)}) f
      join search_docs d on d.doc_id = f.rowid
      where ${visible(db, query.viewerId)} ${ofType} ${afterRow}
      order by score desc, created_at desc, id desc, type desc
      limit ${query.limit}`.execute(db);
    return rows;
  },

  async counts(db, query) {
    const { rows } = await sql<{ type: SearchType; n: number }>`
      select d.type as type, count(*) as n
      from search_fts join search_docs d on d.doc_id = search_fts.rowid
      where search_fts match ${matchExpression(query)} and ${visible(db, query.viewerId)}
      group by d.type`.execute(db);
    return rows;
  },
};
