/* Flash cards made from case flashes, for POST /study-sets/from-case-flashes. */
import { FLASH_CARD_TEXT_MAX, type NewFlashCard } from '../../../contract/study.ts';
import type { Db } from '../../db/dialect.ts';
import { notFound } from '../../lib/http-error.ts';

type CaseCards = { cards: NewFlashCard[]; course: string | null };

/** A card's text stays within the contract's limit, so the card can be edited like any other. */
function clamp(text: string): string {
  return text.length <= FLASH_CARD_TEXT_MAX ? text : `${text.slice(0, FLASH_CARD_TEXT_MAX - 1)}…`;
}

/** One card a case, in the order of `ids` (each id once); 404 when any id names no case flash. */
export async function cardsFromCaseFlashes(db: Db, ids: string[]): Promise<CaseCards> {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('case_flashes').select(['id', 'title', 'citation', 'course', 'holding', 'ratio']).where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cases = unique.map((id) => byId.get(id));
  if (cases.includes(undefined)) throw notFound('Case flash');
  const found = cases.filter((row) => row !== undefined);
  const courses = new Set(found.map((row) => row.course.toLowerCase()));
  return {
    cards: found.map((row) => ({
      front: clamp(row.citation ? `${row.title} (${row.citation})` : row.title),
      back: clamp(`${row.holding} — ${row.ratio}`),
    })),
    course: courses.size === 1 ? (found[0]?.course ?? null) : null,
  };
}
