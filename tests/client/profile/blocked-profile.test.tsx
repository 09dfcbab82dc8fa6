import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { seedPost } from '../../mocks/posts-handlers.ts';
import { safetyDb, seedBlock } from '../../mocks/safety-handlers.ts';
import { renderApp } from '../support/render-app.tsx';
import { stat } from './support/profile-page.ts';

describe('the profile of someone I blocked', () => {
  it('offers Unblock instead of Follow, Collaborate and Message, and counts no posts it does not show', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Yaw Darko' });
    // The server still counts their posts, but hides every one of them from me.
    addAccount(other, { postsCount: 2 });
    seedPost(other, 'Moot court practice on Friday.');
    seedPost(other, 'Land law notes are up.');
    seedBlock(me.id, other.id);
    const app = renderApp(`/profile/${other.id}`, { signedInAs: me });

    const card = (await screen.findByRole('heading', { name: 'Yaw Darko', level: 1 })).closest('article') as HTMLElement;
    const unblock = await within(card).findByRole('button', { name: 'Unblock Yaw Darko' });
    expect(within(card).getByText('You blocked Yaw Darko.')).toBeInTheDocument();
    for (const name of ['Follow', 'Follow back', 'Unfollow', 'Collaborate', 'Message']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(stat('Posts')).toBe('0');
    expect(screen.getByText('You blocked this person, so their posts are hidden.')).toBeInTheDocument();
    expect(screen.queryByText('No posts yet.')).not.toBeInTheDocument();

    await app.user.click(unblock);

    expect(await screen.findByText('You unblocked Yaw Darko.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collaborate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(await screen.findByText('Land law notes are up.')).toBeInTheDocument();
    expect(stat('Posts')).toBe('2');
    expect(safetyDb.blocks.get(me.id)).toEqual([]);
  });
});
