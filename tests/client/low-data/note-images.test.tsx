import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { renderApp } from '../support/render-app.tsx';

beforeEach(() => resetNotesDb());

const COURTS = 'https://example.org/courts.png';
const SEAL = 'https://example.org/seal.png';
const body = `The hierarchy:\n\n![Court hierarchy](${COURTS})\n\nAnd the seal: ![](${SEAL})`;

function me(lowDataMode: boolean) {
  const user = buildMe();
  return { ...user, preferences: { ...user.preferences, lowDataMode } };
}

const imageWithSrc = (article: HTMLElement, src: string) => article.querySelector(`img[src="${src}"]`);

describe("a note's images in low-data mode", () => {
  it('fetches none until tapped, each on its own button, named by its alt text where there is one', async () => {
    const user = me(true);
    const note = seedNote(user, { title: 'Courts', body });
    const app = renderApp(`/notes/${note.id}`, { signedInAs: user });
    const article = await screen.findByRole('article');
    const showCourts = await within(article).findByRole('button', { name: 'Show image: Court hierarchy' });
    expect(article.querySelectorAll('img')).toHaveLength(0);

    await app.user.click(showCourts);
    expect(within(article).getByRole('img', { name: 'Court hierarchy' })).toHaveAttribute('src', COURTS);
    expect(imageWithSrc(article, SEAL)).toBeNull();

    await app.user.click(within(article).getByRole('button', { name: 'Show image' }));
    expect(imageWithSrc(article, SEAL)).not.toBeNull();
    expect(within(article).queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('shows every image at once outside low-data mode', async () => {
    const user = me(false);
    const note = seedNote(user, { title: 'Courts', body });
    renderApp(`/notes/${note.id}`, { signedInAs: user });
    const article = await screen.findByRole('article');
    expect(await within(article).findByRole('img', { name: 'Court hierarchy' })).toHaveAttribute('src', COURTS);
    expect(imageWithSrc(article, SEAL)).not.toBeNull();
    expect(within(article).queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });
});
