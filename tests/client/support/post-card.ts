import { screen, within } from '@testing-library/react';

/** Queries scoped to the post card that shows `text`. */
export async function cardOf(text: string) {
  const card = (await screen.findByText(text)).closest('article');
  if (!card) throw new Error(`no card for ${text}`);
  return within(card);
}
