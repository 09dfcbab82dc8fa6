/*
 * Search on PostgreSQL: the view `search_documents` unions every searchable table's weighted,
 * unaccented tsvector (migration 13); each branch's match uses that table's GIN index, and a
 * type filter or visibility case on a constant type is folded away per branch.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SearchType } from '../../../contract/search.ts';
import type { Db } from '../../db/dialect.ts';
import type { RankedRow, SearchEngine } from './engine.ts';
import type { SearchTerms } from './terms.ts';
import { visibleHit } from './visibility.ts';

/** The words as a tsquery built in SQL (search_tsquery quotes each word), never parsed from user text. */
function tsquery({ words, prefix }: SearchTerms) {
  return sql`search_tsquery(${words}::text[], ${prefix})`;
}

function matching(db: Db, terms: SearchTerms, viewerId: string): Expression<SqlBool> {
  const hit = { type: sql.ref<string>('h.type'), id: sql.ref<string>('h.id'), authorId: sql.ref<string | null>('h.author_id') };
  return sql<SqlBool>`h.document @@ ${tsquery(terms)} and ${visibleHit(db, viewerId, hit)}`;
}

export const postgresEngine: SearchEngine = {
  async ranked(db, query) {
    const ofType = query.type ? sql`and h.type = ${query.type}` : sql``;
    const { after } = query;
    const afterRow = after
      ? sql`where (score, created_at, id, type) < (${after.score}::float8, ${after.created_at}, ${after.id}, ${after.type})`
      : sql``;
    // ts_rank is a real; as a float8 it compares exactly with the cursor's copy.
    const { rows } = await sql<RankedRow>`
      select * from (
        select h.type, h.id, h.created_at, ts_rank(h.document, ${tsquery(query)})::float8 as score
        from search_documents h
        where ${matching(db, query, query.viewerId)} ${ofType}
      ) hits ${afterRow}
      order by score desc, created_at desc, id desc, type desc
      limit ${query.limit}`.execute(db);
    return rows;
  },

  async counts(db, query) {
    const { rows } = await sql<{ type: SearchType; n: number }>`
      select h.type, count(*) as n from search_documents h where ${matching(db, query, query.viewerId)} group by h.type`.execute(db);
    return rows;
  },
};
