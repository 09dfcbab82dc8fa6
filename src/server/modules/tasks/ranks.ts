/*
 * Order on the board without renumbering: each column and task holds a fractional-indexing
 * key, and lists are read in (rank, id) order, so an index is simply a place in that list.
 * Putting an item somewhere makes one new key between its neighbours' keys; nothing else moves.
 *
 * Writes on one board take turns, so two items should never share a key. Should it happen
 * anyway (rows written by hand, a future writer that does not take turns), the list still reads
 * in one order by id, and placing an item between two equal keys re-keys just that run.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

export type Ranked = { id: string; rank: string };

/** The item's new key, and any siblings that must take new keys for it to fit (equal keys only). */
type Placement = { rank: string; rerank: Ranked[] };

/** Keys for a new list of `count` items, in order. */
export function firstRanks(count: number): string[] {
  return generateNKeysBetween(null, null, count);
}

/** The key after the last of `ordered` (or the first key of an empty list). */
export function rankAtEnd(ordered: readonly Ranked[]): string {
  return generateKeyBetween(ordered.at(-1)?.rank ?? null, null);
}

/** Where an item ends up: its index, and its new key unless it stays where it is. */
export type Move = { position: number; rank?: string; rerank: Ranked[] };

/**
 * Moves item `id` to `index` in `ordered` (the target list in (rank, id) order, holding the
 * item when it is already there). Without an index it stays where it is, or goes to the end
 * of a list it is new to.
 */
export function moveTo(ordered: readonly Ranked[], id: string, index: number | undefined): Move {
  const current = ordered.findIndex((item) => item.id === id);
  const siblings = ordered.filter((item) => item.id !== id);
  const position = Math.min(index ?? (current === -1 ? siblings.length : current), siblings.length);
  if (position === current) return { position, rerank: [] };
  return { position, ...placeAt(siblings, position) };
}

/** Where an item goes to sit at index `at` (0…length) among `siblings`, in (rank, id) order without it. */
function placeAt(siblings: readonly Ranked[], at: number): Placement {
  const before = siblings[at - 1]?.rank ?? null;
  const after = siblings[at]?.rank ?? null;
  if (before === null || after === null || before !== after) return { rank: generateKeyBetween(before, after), rerank: [] };

  // Neighbours with one key: spread the whole run of that key, with the item inside it, over
  // fresh keys between the run's outer neighbours.
  let first = at - 1;
  while (first > 0 && siblings[first - 1]?.rank === before) first -= 1;
  let last = at;
  while (last < siblings.length - 1 && siblings[last + 1]?.rank === before) last += 1;
  const keys = generateNKeysBetween(siblings[first - 1]?.rank ?? null, siblings[last + 1]?.rank ?? null, last - first + 2);
  const run = siblings.slice(first, last + 1);
  const itemAt = at - first;
  const rerank = run.map((sibling, offset) => ({ id: sibling.id, rank: keys[offset < itemAt ? offset : offset + 1] as string }));
  return { rank: keys[itemAt] as string, rerank };
}
