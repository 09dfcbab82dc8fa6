/* Quiz mode's rules: forgiving typed answers and multiple-choice options from the set's other backs. */
import type { FlashCard } from '../../../../contract/study.ts';

/** At most this many options to choose from. */
export const CHOICES = 4;

/** An answer as compared: accents, case, surrounding spaces and doubled spaces do not count. */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

export function answersMatch(given: string, expected: string): boolean {
  const typed = normaliseAnswer(given);
  return typed !== '' && typed === normaliseAnswer(expected);
}

/** A shuffled copy (Fisher–Yates); `random` answers in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The card's back and up to three other cards' backs (each reading differently), in random order. */
export function choicesFor(card: FlashCard, cards: readonly FlashCard[], random: () => number = Math.random): string[] {
  const seen = new Set([normaliseAnswer(card.back)]);
  const others: string[] = [];
  for (const other of shuffle(cards, random)) {
    const key = normaliseAnswer(other.back);
    if (other.id === card.id || seen.has(key)) continue;
    seen.add(key);
    others.push(other.back);
    if (others.length === CHOICES - 1) break;
  }
  return shuffle([card.back, ...others], random);
}
