import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedPost } from '../../mocks/posts-handlers.ts';
import { renderApp } from '../support/render-app.tsx';

async function myPostCard() {
  const list = await screen.findByRole('list', { name: 'Profile posts' });
  const card = within(list).getByText('Land law notes are up.').closest('article');
  if (!card) throw new Error('no card for my post');
  return Object.assign(within(card as HTMLElement), { element: card as HTMLElement });
}

/** The photo on a card (decorative, alt="": the author's name is written beside it). */
const photoOf = (card: { element: HTMLElement }) => card.element.querySelector('img');

describe('my posts on my own profile', () => {
  it('show my new name and initials once I save it', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    seedPost(me, 'Land law notes are up.');
    const app = renderApp('/profile', { signedInAs: me });

    const card = await myPostCard();
    expect(card.getByRole('link', { name: 'Ama Mensah' })).toBeInTheDocument();
    expect(card.getByText('AM')).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Edit profile' }).parentElement as HTMLElement;
    await app.user.clear(within(form).getByLabelText('Name'));
    await app.user.type(within(form).getByLabelText('Name'), 'Kofi Boateng');
    await app.user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(await card.findByRole('link', { name: 'Kofi Boateng' })).toBeInTheDocument();
    expect(card.getByText('KB')).toBeInTheDocument();
    expect(card.queryByText('Ama Mensah')).not.toBeInTheDocument();
  });

  it('show my new photo once I upload it', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    seedPost(me, 'Land law notes are up.');
    const app = renderApp('/profile', { signedInAs: me });

    const card = await myPostCard();
    expect(card.getByText('AM')).toBeInTheDocument();
    expect(photoOf(card)).toBeNull();

    await app.user.upload(screen.getByLabelText('Change photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await app.user.click(await screen.findByRole('button', { name: 'Save photo' }));

    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    await waitFor(() => expect(photoOf(card)).toHaveAttribute('src', `/api/v1/avatars/avatar-${me.id}.webp`));
    expect(card.queryByText('AM')).not.toBeInTheDocument();
  });
});
