/* Keyset paging: a page is read with limit take + 1, and the extra row says another page follows. */
import { invalidField } from './http-error.ts';

/** The page's rows and the cursor to the next page (made from its last row), null on the last page. */
export function pageOf<T>(rows: T[], take: number, cursorOf: (last: T) => string): { rows: T[]; nextCursor: string | null } {
  const shown = rows.slice(0, take);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > take && last !== undefined ? cursorOf(last) : null };
}

/** A cursor made of several texts (such as a title and an id), opaque to clients. */
export function encodeCursor(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export const invalidCursor = () => invalidField('query.cursor', 'The cursor is not valid. Start again from the first page.');

/** The texts of a cursor made by encodeCursor; a 400 for anything else. */
export function decodeCursor(value: string, size: number): string[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === size && parsed.every((part) => typeof part === 'string')) return parsed as string[];
  } catch {
    // falls through to the 400 below
  }
  throw invalidCursor();
}
