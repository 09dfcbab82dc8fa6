import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../mocks/db.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('sign-in for someone already signed in', () => {
  it('sends them home, as sign-up does, instead of showing the form (Back after signing in)', async () => {
    const app = renderApp('/sign-in', { signedInAs: buildMe({ name: 'Ama Mensah' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends them where signing in would have, when the address names it', async () => {
    const app = renderApp('/sign-in?redirect=%2Fstudy', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    await screen.findByRole('heading', { name: /card.? due today|Nothing due today|Study/ });
    expect(currentPath(app)).toBe('/study');
  });
});
