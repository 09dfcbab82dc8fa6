import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../src/client/lib/use-draft.ts';
import { addAccount, buildMe, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { seedGroup } from '../mocks/groups-handlers.ts';
import { resetMessagingDb, seedConversation } from '../mocks/messaging-handlers.ts';
import { postsDb, resetPostsDb, seedPost } from '../mocks/posts-handlers.ts';
import { renderApp } from './support/render-app.tsx';
import { useGroupsServer } from './groups/support/setup-groups.ts';

vi.mock('../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

useGroupsServer();
beforeEach(() => {
  resetPostsDb();
  resetMessagingDb();
});

const postField = () => screen.findByRole('textbox', { name: 'Write a post' });

describe('composer drafts', () => {
  it('keeps the post being written across navigation and a reload, and clears it once posted', async () => {
    const me = buildMe();
    const first = renderApp('/feed', { signedInAs: me });
    await first.user.type(await postField(), 'Half a thought about #Equity');

    await first.router.navigate({ to: '/notifications' });
    await screen.findByRole('heading', { name: 'Notifications', level: 1 });
    await first.router.navigate({ to: '/feed' });
    expect(await postField()).toHaveValue('Half a thought about #Equity');

    first.unmount();
    const again = renderApp('/feed', { signedInAs: me });
    expect(await postField()).toHaveValue('Half a thought about #Equity');
    expect(window.localStorage.getItem(draftKey(me.id, 'post'))).toBe('Half a thought about #Equity');

    await again.user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postsDb.posts.some((stored) => stored.post.body === 'Half a thought about #Equity')).toBe(true));
    expect(await postField()).toHaveValue('');
    expect(window.localStorage.getItem(draftKey(me.id, 'post'))).toBeNull();
  });

  it('keeps the post being written through a sign-out and offers it back after signing in again', async () => {
    const me = buildMe({ email: 'ama@campus.test' });
    const app = renderApp('/feed', { signedInAs: me });
    await app.user.type(await postField(), 'Written before signing out');
    await app.router.navigate({ to: '/settings' });
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });

    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    await app.router.navigate({ to: '/feed' });

    expect(await postField()).toHaveValue('Written before signing out');
  });

  it('never shows one student the draft of another on the same device', async () => {
    const ama = buildMe({ name: 'Ama Mensah' });
    const kofi = buildMe({ name: 'Kofi Boateng' });
    const first = renderApp('/feed', { signedInAs: ama });
    await first.user.type(await postField(), 'Ama only');
    first.unmount();

    const second = renderApp('/feed', { signedInAs: kofi });
    expect(await postField()).toHaveValue('');
    second.unmount();

    renderApp('/feed', { signedInAs: ama });
    expect(await postField()).toHaveValue('Ama only');
  });

  it('keeps a comment per post', async () => {
    const me = buildMe();
    const post = seedPost(me, 'Moot court on Friday');
    const first = renderApp(`/posts/${post.id}`, { signedInAs: me });
    await first.user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Count me in');
    first.unmount();

    renderApp(`/posts/${post.id}`, { signedInAs: me });
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('Count me in');
  });

  it('keeps a direct message per conversation and clears it once sent', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const efua = addAccount(buildMe({ name: 'Efua Owusu' })).me;
    const withKofi = seedConversation(me, kofi);
    const withEfua = seedConversation(me, efua);
    const first = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await first.user.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'About tomorrow');
    await first.router.navigate({ to: '/messages/$conversationId', params: { conversationId: withEfua.id } });
    await screen.findByRole('heading', { name: 'Efua Owusu', level: 1 });
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    first.unmount();

    const again = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    expect(box).toHaveValue('About tomorrow');
    await again.user.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(window.localStorage.getItem(draftKey(me.id, `message:${withKofi.id}`))).toBeNull();
  });

  it('keeps what is being written to a group', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const group = seedGroup({ name: 'Torts circle', owner: me });
    const first = renderApp(`/groups/${group.id}`, { signedInAs: me });
    await first.user.type(await screen.findByLabelText('Write to the group'), 'Revision plan #Torts');
    first.unmount();

    renderApp(`/groups/${group.id}`, { signedInAs: me });
    expect(await screen.findByLabelText('Write to the group')).toHaveValue('Revision plan #Torts');
  });
});
