import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { REPORT_THANKS_MESSAGE } from '../../../src/contract/safety.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsHandlers, seedGroup, seedMessage as seedGroupMessage } from '../../mocks/groups-handlers.ts';
import { resetMessagingDb, seedConversation, seedMessage } from '../../mocks/messaging-handlers.ts';
import { resetNotesDb, seedNote, seedNoteComment } from '../../mocks/notes-handlers.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { resetPostsDb, seedComment, seedPost } from '../../mocks/posts-handlers.ts';
import { safetyDb } from '../../mocks/safety-handlers.ts';
import { server } from '../../mocks/server.ts';
import { cardOf } from '../support/post-card.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
  resetMessagingDb();
  resetNotesDb();
});

function people() {
  const me = buildMe({ name: 'Ama Mensah' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  return { me, kofi };
}

type App = ReturnType<typeof renderApp>;

/** Opens the "…" menu named `menu`, picks `item`, and sends the report with the default reason. */
async function report(app: App, menu: string, item: string) {
  await app.user.click(await screen.findByRole('button', { name: menu }));
  await app.user.click(screen.getByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: item });
  await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText(REPORT_THANKS_MESSAGE)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const sent = () => safetyDb.reports.map(({ targetType, targetId, reason }) => ({ targetType, targetId, reason }));

describe('reporting', () => {
  it('reports a post from the feed with a reason and details, thanks the reporter, and offers nothing on my own post', async () => {
    const { me, kofi } = people();
    const post = seedPost(kofi, 'Buy followers cheap');
    seedPost(me, 'My own post');
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Buy followers cheap');

    await app.user.click(card.getByRole('button', { name: "More actions on Kofi Boateng's post" }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await app.user.click(within(dialog).getByRole('radio', { name: /Harassment or bullying/ }));
    await app.user.type(within(dialog).getByLabelText('Details (optional)'), '  He keeps posting this at me  ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(REPORT_THANKS_MESSAGE)).toBeInTheDocument();
    expect(safetyDb.reports).toEqual([expect.objectContaining({ targetType: 'post', targetId: post.id, reason: 'harassment', details: 'He keeps posting this at me' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await cardOf('My own post')).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the report is refused', async () => {
    const { me, kofi } = people();
    seedPost(kofi, 'Spammy post');
    server.use(mockEndpoint(endpoints.safety.report, () => apiError(429, 'RATE_LIMITED', 'Too many reports. Try again later.')));
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Spammy post');

    await app.user.click(card.getByRole('button', { name: "More actions on Kofi Boateng's post" }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Too many reports. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.queryByText(REPORT_THANKS_MESSAGE)).not.toBeInTheDocument();
  });

  it('stops the details at 1000 characters and counts them', async () => {
    const { me, kofi } = people();
    seedPost(kofi, 'Long story');
    const app = renderApp('/feed', { signedInAs: me });
    await app.user.click((await cardOf('Long story')).getByRole('button', { name: "More actions on Kofi Boateng's post" }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog');
    const details = within(dialog).getByLabelText('Details (optional)');
    // The box stops at the limit; a pasted text longer than it is cut there.
    await app.user.click(details);
    await app.user.paste('x'.repeat(1005));
    expect(details).toHaveValue('x'.repeat(1000));
    expect(within(dialog).getByText('1000 / 1000')).toBeInTheDocument();
  });

  it('reports a comment on a post page', async () => {
    const { me, kofi } = people();
    const post = seedPost(me, 'My question');
    const comment = seedComment(post.id, kofi, 'Rude answer');
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });
    await screen.findByText('Rude answer');
    await report(app, "More actions on Kofi Boateng's comment", 'Report comment');
    expect(sent()).toEqual([{ targetType: 'comment', targetId: comment.id, reason: 'spam' }]);
  });

  it('reports a direct message, but never my own', async () => {
    const { me, kofi } = people();
    const conversation = seedConversation(me, kofi);
    const message = seedMessage(conversation.id, kofi, 'Send me your password');
    seedMessage(conversation.id, me, 'No');
    const app = renderApp(`/messages/${conversation.id}`, { signedInAs: me });
    await screen.findByText('Send me your password');
    expect(screen.getAllByRole('button', { name: /More actions on .*'s message/ })).toHaveLength(1);
    await report(app, "More actions on Kofi Boateng's message", 'Report message');
    expect(sent()).toEqual([{ targetType: 'message', targetId: message.id, reason: 'spam' }]);
  });

  it('reports a group message and a group comment', async () => {
    server.use(...groupsHandlers);
    const { me, kofi } = people();
    const group = seedGroup({ name: 'Torts circle', owner: me, members: [[kofi, 'member']] });
    const message = seedGroupMessage(group, kofi, 'Off-topic advert');
    const comment = { id: 'group-comment-1', groupMessageId: message.id, author: message.author, message: 'Another advert', createdAt: message.createdAt };
    message.comments.push(comment);
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByText('Off-topic advert');

    await report(app, "More actions on Kofi Boateng's message", 'Report message');
    await report(app, "More actions on Kofi Boateng's comment", 'Report comment');
    expect(sent()).toEqual([
      { targetType: 'groupMessage', targetId: message.id, reason: 'spam' },
      { targetType: 'groupComment', targetId: comment.id, reason: 'spam' },
    ]);
  });

  it('reports a note and a comment on it', async () => {
    const { me, kofi } = people();
    const note = seedNote(kofi, { title: 'Copied notes', visibility: 'public', body: 'Stolen text' });
    const comment = seedNoteComment(note.id, kofi, 'Mean remark');
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await screen.findByText('Mean remark');

    await report(app, "More actions on Kofi Boateng's note", 'Report note');
    await report(app, "More actions on Kofi Boateng's comment", 'Report comment');
    expect(sent()).toEqual([
      { targetType: 'note', targetId: note.id, reason: 'spam' },
      { targetType: 'comment', targetId: comment.id, reason: 'spam' },
    ]);
  });

  it('reports a person from their profile', async () => {
    const { me, kofi } = people();
    const app = renderApp(`/profile/${kofi.id}`, { signedInAs: me });
    await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 });
    await report(app, 'More actions on Kofi Boateng', 'Report Kofi Boateng');
    expect(sent()).toEqual([{ targetType: 'user', targetId: kofi.id, reason: 'spam' }]);
  });
});
