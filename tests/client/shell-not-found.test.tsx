import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../mocks/db.ts';
import { renderApp } from './support/render-app.tsx';

describe('a page that does not exist', () => {
  it.each([
    ['signed out', undefined],
    ['signed in', buildMe({ name: 'Ama Mensah' })],
  ])('at an unknown address (%s) is a main landmark titled "Not found"', async (_, signedInAs) => {
    renderApp('/nope-route', { signedInAs });

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Not found · Campus'));
  });

  it('inside the signed-in shell keeps the shell’s one main landmark', async () => {
    renderApp('/moderation', { signedInAs: buildMe({ name: 'Ama Mensah' }) });

    const heading = await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(heading.closest('main')).toHaveAttribute('id', 'main');
    await waitFor(() => expect(document.title).toBe('Not found · Campus'));
  });
});
