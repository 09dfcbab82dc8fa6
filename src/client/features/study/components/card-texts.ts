/* A card's two sides as typed, and what is wrong with them (the contract's limits, in words). */
import { FLASH_CARD_TEXT_MAX, type FlashCard } from '../../../../contract/study.ts';
import { formatTimeUntil } from '../../../lib/dates.ts';

export function checkCardTexts(front: string, back: string): string | undefined {
  if (!front.trim() || !back.trim()) return 'A card needs a front and a back.';
  if (front.trim().length > FLASH_CARD_TEXT_MAX || back.trim().length > FLASH_CARD_TEXT_MAX) return `Each side has at most ${FLASH_CARD_TEXT_MAX} characters.`;
  return undefined;
}

/** When I should next review the card: "New", "Due now", "Due in 3 days". */
export function dueLabel(card: Pick<FlashCard, 'due'>, now = Date.now()): string {
  if (card.due === null) return 'New';
  return Date.parse(card.due) <= now ? 'Due now' : `Due ${formatTimeUntil(card.due, now)}`;
}
