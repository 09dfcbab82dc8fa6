/*
 * Moving a card one place up or down: the contract keeps other cards' positions, so the moved
 * card takes a position between its new neighbours (their mean), or one before the first,
 * or one after the last.
 */
import type { FlashCard } from '../../../../contract/study.ts';

export type Direction = 'up' | 'down';

/** The position that puts cards[index] one place `direction`, or undefined when it is at that end already. */
export function positionForMove(cards: readonly Pick<FlashCard, 'position'>[], index: number, direction: Direction): number | undefined {
  const step = direction === 'up' ? -1 : 1;
  const near = cards[index + step];
  if (!near) return undefined;
  const far = cards[index + 2 * step];
  return far ? (near.position + far.position) / 2 : near.position + step;
}
