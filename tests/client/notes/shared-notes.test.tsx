import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { resetNotificationsDb, seedNotification } from '../../mocks/notifications-handlers.ts';
import { resetPostsDb } from '../../mocks/posts-handlers.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetNotesDb();
  resetPostsDb();
  resetNotificationsDb();
});

describe('notes shared with me', () => {
  it('lists what mutual collaborators share, reached from the notes area', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'mutual' }).me;
    const esi = addAccount(buildMe({ name: 'Esi Asante' }), { collaboration: 'requested' }).me;
    seedNote(kofi, { title: 'Kofi for collaborators', visibility: 'collaborators', course: 'Equity' });
    seedNote(kofi, { title: 'Kofi private', visibility: 'private' });
    seedNote(esi, { title: 'Esi for collaborators', visibility: 'collaborators' });
    seedNote(kofi, { title: 'Kofi public', visibility: 'public' });
    seedNote(me, { title: 'My own', visibility: 'public' });
    const app = renderApp('/notes', { signedInAs: me });

    await app.user.click(await screen.findByRole('link', { name: 'Shared with me' }));
    const list = await screen.findByRole('list', { name: 'Notes shared with me' });
    expect(currentPath(app)).toBe('/notes/shared');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kofi public', 'Kofi for collaborators']);
    expect(cards[1]).toHaveTextContent('Kofi Boateng');
    expect(cards[1]).toHaveTextContent('Equity');

    await app.user.click(within(list).getByRole('link', { name: 'Kofi for collaborators' }));
    expect(await screen.findByRole('heading', { name: 'Kofi for collaborators', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shared notes' })).toHaveAttribute('href', '/notes/shared');
  });

  it('says how to get shared notes when there are none', async () => {
    renderApp('/notes/shared', { signedInAs: buildMe() });
    expect(await screen.findByText(/No shared notes yet/)).toBeInTheDocument();
  });

  it("links to them from a mutual collaborator's profile only", async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'mutual' }).me;
    const esi = addAccount(buildMe({ name: 'Esi Asante' }), { collaboration: 'incoming' }).me;
    seedNote(kofi, { title: 'Shared by Kofi', visibility: 'collaborators' });
    const app = renderApp(`/profile/${esi.id}`, { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Esi Asante', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notes shared by your collaborators' })).not.toBeInTheDocument();

    await app.router.navigate({ to: '/profile/$userId', params: { userId: kofi.id } });
    await app.user.click(await screen.findByRole('link', { name: 'Notes shared by your collaborators' }));
    expect(await screen.findByRole('link', { name: 'Shared by Kofi' })).toBeInTheDocument();
  });
});

describe('notes in the app', () => {
  it('has a Notes entry in the sidebar and, on phones, in the More sheet beside the four areas of the bar', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe() });
    const [sidebar, bottomBar] = await screen.findAllByRole('navigation', { name: 'Main' });
    expect(within(sidebar as HTMLElement).getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes');
    const phoneLinks = within(bottomBar as HTMLElement).getAllByRole('link');
    expect(phoneLinks.map((link) => link.textContent)).toEqual(['Feed', 'Notifications', 'Messages', 'Study']);

    await app.user.click(within(bottomBar as HTMLElement).getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('list', { name: 'More areas' });
    expect(within(more).getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes');
    await app.user.click(within(more).getByRole('link', { name: 'Groups' }));
    expect(await screen.findByRole('heading', { name: 'Study groups', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'More areas' })).not.toBeInTheDocument();
  });

  it('opens the note from a like notification', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'mutual' }).me;
    const note = seedNote(me, { title: 'Liked note', visibility: 'collaborators', likedBy: [kofi.id] });
    seedNotification(me.id, { type: 'note-like', actor: kofi, message: 'Kofi Boateng liked your note', link: `/notes/${note.id}` });
    const app = renderApp('/notifications', { signedInAs: me });

    await app.user.click(await screen.findByRole('link', { name: /Kofi Boateng liked your note/ }));
    expect(await screen.findByRole('heading', { name: 'Liked note', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe(`/notes/${note.id}`));
    expect(screen.getByRole('button', { name: 'Like, 1 like' })).toBeInTheDocument();
  });
});
