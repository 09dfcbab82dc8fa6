import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});

const feedList = () => screen.findByRole('list', { name: 'All posts' });
const cardOf = async (text: string) => {
  const body = await screen.findByText(text, { exact: false });
  const card = body.closest('article');
  if (!card) throw new Error(`no card for ${text}`);
  return within(card);
};

describe('feed', () => {
  it('lists posts newest first with author, time and linked hashtags, and loads more on request', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng', institutionId: 1001 })).me;
    for (let n = 1; n <= 25; n += 1) seedPost(kofi, `Post number ${n} about #Torts`);
    seedPost(kofi, 'An old one', { createdAt: '2025-03-12T10:00:00.000Z' });
    const app = renderApp('/feed', { signedInAs: me });

    const list = await feedList();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveTextContent('An old one');
    // More than 24 h old: the date, in the reader's locale.
    const date = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2025-03-12T10:00:00.000Z'));
    expect(within(cards[0] as HTMLElement).getByText(date)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('just now')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Kofi Boateng' })).toHaveAttribute('href', `/profile/${kofi.id}`);
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: '#Torts' })).toHaveAttribute('href', '/feed?tag=Torts');

    await app.user.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('filters by a clicked hashtag and clears the filter', async () => {
    const me = buildMe();
    seedPost(me, 'Moot court on Friday #MootCourt');
    seedPost(me, 'Library closes early #library');
    const app = renderApp('/feed', { signedInAs: me });

    const card = await cardOf('Moot court on Friday');
    await app.user.click(card.getByRole('link', { name: '#MootCourt' }));

    await waitFor(() => expect(currentPath(app)).toBe('/feed?tag=MootCourt'));
    expect(await screen.findByText('#MootCourt', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Library closes early', { exact: false })).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('link', { name: 'Clear tag' }));
    expect(await screen.findByText('Library closes early', { exact: false })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/feed');
  });

  it('switches between All, Following and My campus', async () => {
    const me = buildMe({ institutionId: 1000 });
    const followed = addAccount(buildMe({ name: 'Followed Person', institutionId: 1005 }), { isFollowing: true }).me;
    const classmate = addAccount(buildMe({ name: 'Same Campus', institutionId: 1000 })).me;
    const stranger = addAccount(buildMe({ name: 'Far Away', institutionId: 1007 })).me;
    seedPost(followed, 'From someone I follow');
    seedPost(classmate, 'From my campus');
    seedPost(stranger, 'From a stranger');
    const app = renderApp('/feed', { signedInAs: me });
    await screen.findByText('From a stranger');

    await app.user.click(screen.getByRole('link', { name: 'Following' }));
    expect(await screen.findByRole('list', { name: 'Following posts' })).toHaveTextContent('From someone I follow');
    expect(screen.queryByText('From a stranger')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(screen.getByRole('link', { name: 'My campus' }));
    const campus = await screen.findByRole('list', { name: 'My campus posts' });
    expect(campus).toHaveTextContent('From my campus');
    expect(campus).not.toHaveTextContent('From someone I follow');
    expect(currentPath(app)).toBe('/feed?scope=campus');
  });

  it('highlights hashtags while typing, counts characters and posts optimistically', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.posts.create, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp('/feed', { signedInAs: me });
    const box = await screen.findByRole('textbox', { name: 'Write a post' });
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();

    await app.user.type(box, 'Study group at 5 #Contracts and#not #ok!');
    const marks = document.querySelectorAll('mark[data-hashtag]');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['#Contracts', '#ok']);
    expect(screen.getByText('40 / 5000', { exact: false })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    const list = await feedList();
    const pending = within(list).getByRole('article');
    expect(pending).toHaveTextContent('Study group at 5');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveValue('');

    gate.resolve();
    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('article')).not.toHaveAttribute('aria-busy'));
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(postsDb.posts).toHaveLength(1);
  });

  it('refuses a post over 5000 characters and gives the text back when posting fails', async () => {
    const me = buildMe();
    server.use(mockEndpoint(endpoints.posts.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/feed', { signedInAs: me });
    const box = await screen.findByRole('textbox', { name: 'Write a post' });

    await app.user.click(box);
    await app.user.paste('x'.repeat(5001));
    expect(screen.getByText('5001 / 5000', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();

    await app.user.clear(box);
    await app.user.type(box, 'This will fail');
    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('This will fail'));
    expect(screen.getByText('No posts yet. Be the first to post!')).toBeInTheDocument();
  });
});
