/* What the two search engines (SQLite FTS5, PostgreSQL full-text search) answer, and the keyset cursor over it. */
import { searchTypes, type SearchType } from '../../../contract/search.ts';
import type { Db } from '../../db/dialect.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';
import type { SearchTerms } from './terms.ts';

/** One hit, best first by (score, createdAt, id, type), all descending; createdAt '' where the object has no date. */
export type RankedRow = { type: SearchType; id: string; created_at: string; score: number };

export type RankedQuery = SearchTerms & {
  viewerId: string;
  type: SearchType | undefined;
  /** Only hits ranked after this one. */
  after: RankedRow | undefined;
  limit: number;
};

export type SearchEngine = {
  ranked(db: Db, query: RankedQuery): Promise<RankedRow[]>;
  /** How many hits of each type the viewer may see; types without any may be left out. */
  counts(db: Db, query: SearchTerms & { viewerId: string }): Promise<{ type: SearchType; n: number }[]>;
};

export function cursorOf(row: RankedRow): string {
  return encodeCursor([String(row.score), row.created_at, row.id, row.type]);
}

export function rowOfCursor(cursor: string): RankedRow {
  const [score = '', createdAt = '', id = '', type = ''] = decodeCursor(cursor, 4);
  const known = searchTypes.find((candidate) => candidate === type);
  if (score.trim() === '' || !Number.isFinite(Number(score)) || !known) throw invalidCursor();
  return { score: Number(score), created_at: createdAt, id, type: known };
}
