/* Case flash reads and writes. A list is newest first, keyset by id, over (lower(course), id) when filtered by course. */
import { sql } from 'kysely';
import type { CaseFlash, CaseFlashFields } from '../../../contract/case-flashes.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import type { CaseFlashRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp } from '../../lib/ids.ts';
import { pageOf } from '../../lib/keyset.ts';
import { creatorColumns, toCreator, type CreatorFields } from '../users/mappers.ts';

export const caseFlashNotFound = () => notFound('Case flash');

type CaseFlashWithCreator = CaseFlashRow & CreatorFields;

export function toCaseFlash(row: CaseFlashWithCreator): CaseFlash {
  return {
    id: row.id,
    title: row.title,
    citation: row.citation,
    court: row.court,
    year: row.year,
    course: row.course,
    facts: row.facts,
    issue: row.issue,
    holding: row.holding,
    ratio: row.ratio,
    tags: JSON.parse(row.tags) as string[],
    createdBy: toCreator(row),
    createdAt: row.created_at,
  };
}

function caseFlashesWithCreator(db: Db) {
  return db.selectFrom('case_flashes').leftJoin('users', 'users.id', 'case_flashes.created_by').selectAll('case_flashes').select(creatorColumns);
}

export async function findCaseFlash(db: Db, id: string): Promise<CaseFlash | undefined> {
  const row = await caseFlashesWithCreator(db).where('case_flashes.id', '=', id).executeTakeFirst();
  return row && toCaseFlash(row);
}

/** Newest first: `course` exactly and `q` within title, citation, tags or facts, both ignoring case. */
export async function listCaseFlashes(db: Db, query: { course?: string; q?: string; cursor?: string; take: number }) {
  let list = caseFlashesWithCreator(db).orderBy('case_flashes.id', 'desc').limit(query.take + 1);
  if (query.course !== undefined) list = list.where(sql<string>`lower(case_flashes.course)`, '=', sql<string>`lower(${query.course})`);
  if (query.q !== undefined) {
    const q = query.q;
    list = list.where((eb) =>
      eb.or([
        containsText(eb.ref('case_flashes.title'), q),
        containsText(eb.fn.coalesce('case_flashes.citation', sql.lit('')), q),
        containsText(eb.ref('case_flashes.tags'), q),
        containsText(eb.ref('case_flashes.facts'), q),
      ]),
    );
  }
  if (query.cursor) list = list.where('case_flashes.id', '<', query.cursor);
  const page = pageOf(await list.execute(), query.take, (last) => last.id);
  return { items: page.rows.map(toCaseFlash), nextCursor: page.nextCursor };
}

/** Adds case flashes in order, each with its own time-ordered id; answers their ids. */
export async function insertCaseFlashes(db: Db, createdBy: string | null, cases: CaseFlashFields[]): Promise<string[]> {
  const rows: CaseFlashRow[] = cases.map(({ tags, ...fields }) => {
    const { id, at } = newStamp();
    return { id, ...fields, tags: JSON.stringify(tags), created_by: createdBy, created_at: at };
  });
  if (rows.length > 0) await db.insertInto('case_flashes').values(rows).execute();
  return rows.map((row) => row.id);
}

export async function deleteCaseFlash(db: Db, id: string): Promise<void> {
  await db.deleteFrom('case_flashes').where('id', '=', id).execute();
}

