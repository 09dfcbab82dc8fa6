import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import type { ReportedItem } from '../../../src/contract/safety.ts';
import type { Me } from '../../../src/contract/users.ts';
import { addAccount, buildMe, summaryOf } from '../../mocks/db.ts';
import { safetyDb, seedQueueItem } from '../../mocks/safety-handlers.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

const AT = '2026-11-20T10:00:00.000Z';

function setup() {
  const admin = buildMe({ name: 'Admin Adjoa', role: 'admin' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  const ama = addAccount(buildMe({ name: 'Ama Mensah' })).me;
  const efua = addAccount(buildMe({ name: 'Efua Owusu' })).me;
  return { admin, kofi, ama, efua };
}

const item = (author: Me, body: string, id = 'post-0001'): ReportedItem => ({ id, author: summaryOf(author), title: null, body, createdAt: AT });

function seedReportedPost({ kofi, ama, efua }: ReturnType<typeof setup>) {
  return seedQueueItem({
    targetType: 'post',
    targetId: 'post-0001',
    content: { type: 'post', post: item(kofi, 'Buy followers cheap') },
    subject: { user: summaryOf(kofi), suspended: false },
    reasons: ['spam', 'harassment'],
    reportersCount: 2,
    reports: [
      { id: 'report-a', reporter: summaryOf(ama), reason: 'spam', details: 'Posted ten times today', createdAt: AT },
      { id: 'report-b', reporter: summaryOf(efua), reason: 'harassment', details: null, createdAt: AT },
    ],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the moderation queue', () => {
  it('is an admin-only nav entry and page', async () => {
    const student = buildMe({ name: 'Ama Mensah' });
    renderApp('/moderation', { signedInAs: student });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Moderation/ })).not.toBeInTheDocument();
  });

  it('shows each reported object once with its reporters, reasons and content, and badges the open count live', async () => {
    const people = setup();
    seedReportedPost(people);
    const app = renderApp('/moderation', { signedInAs: people.admin });

    const post = await screen.findByRole('article', { name: 'Post by Kofi Boateng' });
    expect(within(post).getByText(/2 reporters/)).toBeInTheDocument();
    expect(within(within(post).getByRole('list', { name: 'Reasons' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spam', 'Harassment or bullying']);
    expect(within(post).getByText('Buy followers cheap')).toBeInTheDocument();
    expect((await screen.findAllByTestId('moderation-badge'))[0]).toHaveTextContent('1');
    // On a phone the queue sits behind "More": the bar's More button carries the mark.
    expect(within(screen.getByRole('button', { name: 'More' })).getByTestId('more-badge')).toBeInTheDocument();

    await app.user.click(within(post).getByRole('button', { name: 'Show the 2 reports' }));
    const reports = within(post).getByRole('list', { name: 'Reports' });
    expect(within(reports).getByText('Posted ten times today')).toBeInTheDocument();
    expect(within(reports).getByText('Efua Owusu')).toBeInTheDocument();

    seedQueueItem({
      targetType: 'user',
      targetId: people.efua.id,
      content: { type: 'user', user: summaryOf(people.efua), bio: 'Hi' },
      subject: { user: summaryOf(people.efua), suspended: false },
    });
    await fireSocketEvent(serverEvents.reportNew, { id: 'report-0002' });
    expect(await screen.findByRole('article', { name: 'Person: Efua Owusu' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('moderation-badge')[0]).toHaveTextContent('2'));
  });

  it('removes the content with a note: the item leaves the queue and its history says who did what', async () => {
    const people = setup();
    const report = seedReportedPost(people);
    const app = renderApp('/moderation', { signedInAs: people.admin });
    const post = await screen.findByRole('article', { name: 'Post by Kofi Boateng' });

    await app.user.click(within(post).getByRole('button', { name: 'Remove content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove content' });
    await app.user.type(within(dialog).getByLabelText('Note for the history (optional)'), 'Spam, second warning');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove content' }));

    expect(await screen.findByText('Content removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Post by Kofi Boateng' })).not.toBeInTheDocument());
    expect(screen.getByText('No open reports. All clear.')).toBeInTheDocument();
    expect(safetyDb.queue[0]).toMatchObject({ id: report.id, status: 'resolved', content: null, resolution: { action: 'removeContent', note: 'Spam, second warning' } });
    await waitFor(() => expect(screen.queryByTestId('moderation-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('more-badge')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Resolved' }));
    const resolved = await screen.findByRole('article', { name: 'Post by Kofi Boateng' });
    expect(within(resolved).getByText('This content is gone: its author deleted it, or it was removed.')).toBeInTheDocument();
    expect(within(resolved).getByRole('list', { name: 'Resolution' })).toHaveTextContent(/^Removed the content by Admin Adjoa · .+“Spam, second warning”$/);
    await app.user.click(within(resolved).getByRole('button', { name: 'Show the history' }));
    const history = await within(resolved).findByRole('list', { name: 'History' });
    expect(within(history).getByText('“Spam, second warning”')).toBeInTheDocument();
  });

  it('suspends the author, then lifts the suspension, both in the history', async () => {
    const people = setup();
    seedReportedPost(people);
    const app = renderApp('/moderation', { signedInAs: people.admin });
    const post = await screen.findByRole('article', { name: 'Post by Kofi Boateng' });

    await app.user.click(within(post).getByRole('button', { name: 'Suspend Kofi Boateng' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend Kofi Boateng' }));
    expect(await screen.findByText('Account suspended.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Resolved' }));
    const resolved = await screen.findByRole('article', { name: 'Post by Kofi Boateng' });
    expect(within(resolved).getByText('Suspended')).toBeInTheDocument();
    await app.user.click(within(resolved).getByRole('button', { name: "Lift Kofi Boateng's suspension" }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Lift Kofi Boateng's suspension" }));
    expect(await screen.findByText('Suspension lifted.')).toBeInTheDocument();

    await waitFor(() => expect(within(card('Post by Kofi Boateng')).queryByText('Suspended')).not.toBeInTheDocument());
    await app.user.click(within(card('Post by Kofi Boateng')).getByRole('button', { name: 'Show the history' }));
    const history = await within(card('Post by Kofi Boateng')).findByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent?.split(' by ')[0])).toEqual(['Suspended the account', 'Lifted the suspension']);
  });

  it('makes another member an admin after asking', async () => {
    const people = setup();
    const app = renderApp('/moderation', { signedInAs: people.admin });
    await app.user.type(await screen.findByRole('searchbox', { name: 'Name' }), 'Efua');
    await app.user.click(await screen.findByRole('button', { name: 'Make Efua Owusu an admin' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Efua Owusu is now an admin.')).toBeInTheDocument();
    expect(safetyDb.grantedAdmins).toEqual([people.efua.id]);
  });
});
