import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedBook } from '../../mocks/library-db.ts';
import { stubConnection } from '../support/network-connection.ts';
import { renderApp } from '../support/render-app.tsx';

const COVER = 'https://example.org/treitel-cover.jpg';
const coverImage = () => document.querySelector(`img[src="${COVER}"]`);

describe('book covers in low-data mode', () => {
  it('fetches no cover, shows the title\'s initials and loads the cover on "Show cover"', async () => {
    const user = buildMe();
    const book = seedBook({ title: 'The Law of Contract', coverUrl: COVER });
    const app = renderApp(`/library/books/${book.id}`, { signedInAs: { ...user, preferences: { ...user.preferences, lowDataMode: true } } });
    await screen.findByRole('heading', { name: 'The Law of Contract', level: 1 });
    expect(coverImage()).toBeNull();
    expect(screen.getByText('TC')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show cover' }));
    expect(screen.getByRole('img', { name: 'Cover of The Law of Contract' })).toHaveAttribute('src', COVER);
    expect(screen.queryByText('TC')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show cover' })).not.toBeInTheDocument();
  });

  it('waits for a tap when the browser asks to save data too', async () => {
    stubConnection({ saveData: true });
    const book = seedBook({ title: 'Equity and Trusts', coverUrl: COVER });
    renderApp(`/library/books/${book.id}`, { signedInAs: buildMe() });
    await screen.findByRole('heading', { name: 'Equity and Trusts', level: 1 });
    expect(coverImage()).toBeNull();
    expect(screen.getByRole('button', { name: 'Show cover' })).toBeInTheDocument();
  });

  it('shows the cover at once outside low-data mode', async () => {
    const book = seedBook({ title: 'The Law of Contract', coverUrl: COVER });
    renderApp(`/library/books/${book.id}`, { signedInAs: buildMe() });
    expect(await screen.findByRole('img', { name: 'Cover of The Law of Contract' })).toHaveAttribute('src', COVER);
    expect(screen.queryByRole('button', { name: 'Show cover' })).not.toBeInTheDocument();
  });
});
