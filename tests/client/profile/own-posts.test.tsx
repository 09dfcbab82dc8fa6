import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { meSchema } from '../../../src/contract/users.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { signedIn } from '../../mocks/session.ts';
import { renderApp } from '../support/render-app.tsx';

/**
 * POST /auth/upload-avatar as the server answers it. The shared mock asks for `instanceof File`,
 * which the file jsdom's upload arrives as (Node's, see support/jsdom-form-data.ts) never is.
 */
function acceptAvatars() {
  server.use(
    mockEndpoint(endpoints.auth.uploadAvatar, async ({ request }) => {
      const account = signedIn(request);
      const file = (await request.formData()).get('file');
      if (!file || typeof file === 'string') return apiError(400, 'VALIDATION_FAILED', 'Attach a file in the "file" field.');
      account.me = meSchema.parse({ ...account.me, avatarUrl: `/api/v1/avatars/avatar-${account.me.id}.webp` });
      return HttpResponse.json(account.me);
    }),
  );
}

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
    acceptAvatars();
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
