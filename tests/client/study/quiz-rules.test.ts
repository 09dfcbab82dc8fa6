import { describe, expect, it } from 'vitest';
import type { FlashCard } from '../../../src/contract/study.ts';
import { answersMatch, choicesFor, normaliseAnswer } from '../../../src/client/features/study/lib/quiz.ts';

const card = (id: string, back: string): FlashCard => ({
  id,
  studySetId: 'set-1',
  front: `front ${id}`,
  back,
  position: 1,
  due: null,
  schedule: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
});

describe('typed answers', () => {
  it('ignore case, accents and surrounding spaces', () => {
    expect(answersMatch('  café au lait ', 'Cafe au Lait')).toBe(true);
    expect(answersMatch('NGÒZI', 'Ngozi')).toBe(true);
    expect(answersMatch('ultra  vires', 'Ultra vires')).toBe(true);
    expect(normaliseAnswer(' Ẹ̀kọ́ ')).toBe('eko');
  });

  it('still tell a wrong or empty answer from the right one', () => {
    expect(answersMatch('intra vires', 'ultra vires')).toBe(false);
    expect(answersMatch('   ', 'ultra vires')).toBe(false);
    expect(answersMatch('ultra', 'ultra vires')).toBe(false);
  });
});

describe('multiple choice', () => {
  const cards = ['Contract', 'Tort', 'Equity', 'Trusts', 'Land'].map((back, index) => card(`c${index}`, back));

  it('offers the card’s back and three other backs when the set has enough', () => {
    const choices = choicesFor(cards[0]!, cards);
    expect(choices).toHaveLength(4);
    expect(choices).toContain('Contract');
    expect(new Set(choices).size).toBe(4);
    expect(choices.every((choice) => cards.some((item) => item.back === choice))).toBe(true);
  });

  it('offers fewer with fewer cards, and never the same answer twice', () => {
    const few = [card('a', 'Tort'), card('b', 'tort '), card('c', 'Equity')];
    expect([...choicesFor(few[0]!, few)].sort()).toEqual(['Equity', 'Tort']);
  });
});
