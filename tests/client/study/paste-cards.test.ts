import { describe, expect, it } from 'vitest';
import { cardsOf, parsePastedCards } from '../../../src/client/features/study/lib/parse-cards.ts';

describe('pasting many cards', () => {
  it('splits each line at a tab, else " - ", else a comma, at the first one', () => {
    const rows = parsePastedCards(['Ratio decidendi\tthe reason - for the decision, binding', 'Obiter dictum - said by the way, not binding', 'Stare decisis, stand by what is decided'].join('\n'));
    expect(cardsOf(rows)).toEqual([
      { front: 'Ratio decidendi', back: 'the reason - for the decision, binding' },
      { front: 'Obiter dictum', back: 'said by the way, not binding' },
      { front: 'Stare decisis', back: 'stand by what is decided' },
    ]);
  });

  it('skips blank lines, trims both sides and numbers rows by the line they were on', () => {
    const rows = parsePastedCards('\n  Nemo dat  ,  no one gives what they do not have \r\n\n   \nVolenti - consent\n');
    expect(rows.map(({ line, front, back, problem }) => ({ line, front, back, problem }))).toEqual([
      { line: 2, front: 'Nemo dat', back: 'no one gives what they do not have', problem: null },
      { line: 5, front: 'Volenti', back: 'consent', problem: null },
    ]);
  });

  it('keeps a hyphen inside a word and shows lines that make no card, with the reason', () => {
    const rows = parsePastedCards('Res ipsa loquitur\nself-help\tremedy\nNo back,\n, no front');
    expect(rows.map((row) => row.problem === null)).toEqual([false, true, false, false]);
    expect(rows[0]?.problem).toMatch(/tab, " - " or a comma/);
    expect(rows[1]).toMatchObject({ front: 'self-help', back: 'remedy' });
    expect(rows[2]?.problem).toBe('A card needs a front and a back.');
    expect(cardsOf(rows)).toEqual([{ front: 'self-help', back: 'remedy' }]);
  });

  it('refuses a side longer than a card may hold', () => {
    const [row] = parsePastedCards(`Long\t${'x'.repeat(2001)}`);
    expect(row?.problem).toBe('Each side has at most 2000 characters.');
  });
});
