/*
 * Cards pasted in one go, as Quizlet and Anki export them: one card a line, its front and back
 * split by a tab, or else by " - ", or else by a comma; at the first one, so the back may hold
 * more of them. Blank lines are skipped; a line with no separator, an empty side or a side
 * over the limit is shown with its problem and not saved.
 */
import { FLASH_CARD_TEXT_MAX, type NewFlashCard } from '../../../../contract/study.ts';

const SEPARATORS = ['\t', ' - ', ','] as const;

export type PastedRow = { line: number; front: string; back: string; problem: string | null };

function split(text: string): [string, string] | undefined {
  for (const separator of SEPARATORS) {
    const at = text.indexOf(separator);
    if (at >= 0) return [text.slice(0, at).trim(), text.slice(at + separator.length).trim()];
  }
  return undefined;
}

function problemOf(front: string, back: string): string | null {
  if (!front || !back) return 'A card needs a front and a back.';
  if (front.length > FLASH_CARD_TEXT_MAX || back.length > FLASH_CARD_TEXT_MAX) return `Each side has at most ${FLASH_CARD_TEXT_MAX} characters.`;
  return null;
}

/** Every non-blank line, numbered as pasted, with the card it makes or why it makes none. */
export function parsePastedCards(text: string): PastedRow[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const line = raw.trim();
    if (!line) return [];
    const sides = split(line);
    if (!sides) return [{ line: index + 1, front: line, back: '', problem: 'Put a tab, " - " or a comma between the front and the back.' }];
    const [front, back] = sides;
    return [{ line: index + 1, front, back, problem: problemOf(front, back) }];
  });
}

/** The cards the rows make, in order. */
export function cardsOf(rows: PastedRow[]): NewFlashCard[] {
  return rows.filter((row) => row.problem === null).map(({ front, back }) => ({ front, back }));
}
