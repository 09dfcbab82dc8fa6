/*
 * Signing out with the outbox in mind (QA s7). Offline the server's session cannot be ended
 * (its cookie is httpOnly), so the student stays signed in and is told so, instead of a sign-out
 * that only looks done and leaves the next person on the phone signed in as them. Online, what
 * waits is sent first; what still cannot go is named in a confirmation, and dropped from the
 * device with the session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { queuedRequest } from '../../../src/client/lib/outbox.ts';
import { useSessionStore } from '../../../src/client/stores/session-store.ts';
import { buildMe, db } from '../../mocks/db.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const OFFLINE = 'You’re offline. Connect to the internet to sign out.';

async function signOutFromMenu(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await app.user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
}

function refusedPost(userId: string, body: string) {
  const request = { ...queuedRequest('post', endpoints.posts.create, { body }), failure: { code: 'CONTENT_REJECTED', message: 'This post cannot be published.' } };
  memoryIdb.set(`outbox:${userId}`, [request]);
}

describe('signing out', () => {
  it('offline, keeps the student signed in, here and on the server, and says why', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const signOuts = recordWrites(endpoints.auth.signOut);
    const app = renderApp('/', { signedInAs: me });
    await screen.findByRole('heading', { name: 'Welcome, Ama' });
    setOnline(false);

    await signOutFromMenu(app);

    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(signOuts.received).toEqual([]);
    expect(useSessionStore.getState().user?.id).toBe(me.id);
    expect(db.sessionUserId).toBe(me.id);
    expect(currentPath(app)).toBe('/');
  });

  it('keeps the student signed in when the sign-out gets no answer', async () => {
    const me = buildMe();
    const signOuts = recordWrites(endpoints.auth.signOut);
    signOuts.reachable = false;
    const app = renderApp('/settings', { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(useSessionStore.getState().user?.id).toBe(me.id);
    expect(db.sessionUserId).toBe(me.id);
    expect(currentPath(app)).toBe('/settings');
  });

  it('sends what waits in the outbox first, then signs out', async () => {
    const me = buildMe();
    const posts = recordWrites(endpoints.posts.create);
    posts.reachable = false;
    memoryIdb.set(`outbox:${me.id}`, [queuedRequest('post', endpoints.posts.create, { body: 'Written on the bus' })]);
    const app = renderApp('/settings', { signedInAs: me });
    await screen.findByRole('button', { name: 'Sign out' });
    // The network failed as the page opened: the post still waits.
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));

    posts.reachable = true;
    await app.user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(posts.received.map((write) => write.json)).toEqual([{ body: 'Written on the bus' }]);
    expect(db.sessionUserId).toBeNull();
    expect(storedOutbox(me.id)).toEqual([]);
  });

  it('names what could not be sent and, once confirmed, signs out and drops it from the device', async () => {
    const me = buildMe();
    refusedPost(me.id, 'Rejected words');
    const app = renderApp('/feed', { signedInAs: me });
    await screen.findByRole('region', { name: 'Not sent' });

    await signOutFromMenu(app);
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('1 change you made has not been sent. Signing out deletes it from this device.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().user?.id).toBe(me.id);
    expect(db.sessionUserId).toBe(me.id);
    expect(storedOutbox(me.id)).toHaveLength(1);

    await signOutFromMenu(app);
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(db.sessionUserId).toBeNull();
    expect(storedOutbox(me.id)).toEqual([]);
  });

  it('asks the same from Settings', async () => {
    const me = buildMe();
    refusedPost(me.id, 'First rejected');
    memoryIdb.set(`outbox:${me.id}`, [
      ...storedOutbox(me.id),
      { ...queuedRequest('comment', endpoints.posts.comment, { postId: 'gone', body: 'Second' }), failure: { code: 'NOT_FOUND', message: 'Post not found.' } },
    ]);
    const app = renderApp('/settings', { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('2 changes you made have not been sent. Signing out deletes them from this device.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(db.sessionUserId).toBeNull();
  });
});
