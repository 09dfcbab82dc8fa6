import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { GroupDetailData } from '../../../src/client/features/groups/api/get-group.ts';
import { groupKeys } from '../../../src/client/features/groups/api/keys.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { buildMessage, seedGroup, seedMessage } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

function setup() {
  const me = buildMe({ name: 'Ama Mensah' });
  const other = buildMe({ name: 'Kofi Boateng' });
  const group = seedGroup({ name: 'Torts circle', owner: me, members: [[other, 'member']] });
  return { me, other, group };
}

const messages = () => within(screen.getByRole('region', { name: 'Posts' })).queryAllByRole('article');
const article = (text: string) => screen.getByText(text, { exact: false }).closest('article') as HTMLElement;

describe('group messages', () => {
  it('shows the feed newest first with hashtags highlighted, and posts to the front', async () => {
    const { me, other, group } = setup();
    seedMessage(group, other, 'Older message');
    seedMessage(group, other, 'Read #Donoghue before #Torts class');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Torts circle', level: 1 })).toBeInTheDocument();
    expect(messages().map((item) => item.querySelector('p.whitespace-pre-line')?.textContent)).toEqual([
      'Read #Donoghue before #Torts class',
      'Older message',
    ]);
    expect(within(messages()[0] as HTMLElement).getByRole('button', { name: 'Show posts tagged #Donoghue' })).toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Write to the group'), 'New notes on #Negligence');
    await app.user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(messages()[0]).toHaveTextContent('New notes on #Negligence'));
    expect(screen.getByLabelText('Write to the group')).toHaveValue('');
    await waitFor(() => expect(within(messages()[0] as HTMLElement).queryByText('Sending…')).not.toBeInTheDocument());
    const [saved] = group.messages;
    if (!saved) throw new Error('the mock server did not keep the message');
    expect(saved.message).toBe('New notes on #Negligence');

    // The socket echoes my own message: no second copy, and the tag counted once.
    await fireSocketEvent(serverEvents.groupNewMessage, saved);
    await fireSocketEvent(serverEvents.groupNewMessage, buildMessage(group, other, 'After the echo'));
    await waitFor(() => expect(messages()[0]).toHaveTextContent('After the echo'));
    expect(messages()).toHaveLength(4);
    expect(screen.getByRole('button', { name: '#Negligence: 1 post' })).toBeInTheDocument();
  });

  it('toggles my like: added at the front, then removed', async () => {
    const { me, other, group } = setup();
    const message = seedMessage(group, other, 'Like me');
    message.likes = [{ userId: other.id, groupMessageId: message.id }];
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    const like = await screen.findByRole('button', { name: 'Like 1' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(like);
    expect(await screen.findByRole('button', { name: 'Liked 2' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(message.likes.map((item) => item.userId)).toEqual([me.id, other.id]));

    await app.user.click(screen.getByRole('button', { name: 'Liked 2' }));
    expect(await screen.findByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(message.likes.map((item) => item.userId)).toEqual([other.id]));
  });

  it('puts a new comment at the front and reports a failed one', async () => {
    const { me, other, group } = setup();
    const message = seedMessage(group, other, 'Comment here');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Comment 0' }));
    await app.user.type(screen.getByLabelText('Write a comment'), 'First!');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    await app.user.type(screen.getByLabelText('Write a comment'), 'Second');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    const comments = within(article('Comment here')).getByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(comments).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Second'),
      expect.stringContaining('First!'),
    ]));
    await waitFor(() => expect(message.comments).toHaveLength(2));

    server.use(mockEndpoint(endpoints.groups.newComment, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    await app.user.type(screen.getByLabelText('Write a comment'), 'Lost words');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('There was an error sending the comment.')).toBeInTheDocument();
    await waitFor(() => expect(within(comments).queryByText('Lost words')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Write a comment')).toHaveValue('Lost words');
  });

  it('shares by copying the link, then counts the share', async () => {
    const { me, other, group } = setup();
    const message = seedMessage(group, other, 'Worth sharing');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Share 0' }));

    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/groups/${group.id}#message-${message.id}`);
    expect(await screen.findByRole('button', { name: 'Share 1' })).toBeInTheDocument();
    expect(message.shareCount).toBe(1);
  });

  it('deletes a post after confirmation', async () => {
    const { me, other, group } = setup();
    seedMessage(group, other, 'Delete me');
    seedMessage(group, other, 'Keep me');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    await app.user.click(within(await screen.findByText('Delete me').then((node) => node.closest('article') as HTMLElement)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to continue with your action?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
    expect(group.messages.map((item) => item.message)).toEqual(['Keep me']);
  });

  it('says "An error occurred." when a post cannot be deleted', async () => {
    const { me, other, group } = setup();
    seedMessage(group, other, 'Stays');
    server.use(mockEndpoint(endpoints.groups.deletePost, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    await app.user.click(within(await screen.findByText('Stays').then((node) => node.closest('article') as HTMLElement)).getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('filters by a hashtag from the panel and loads older messages', async () => {
    const { me, other, group } = setup();
    for (let index = 1; index <= 24; index += 1) seedMessage(group, other, index % 2 === 0 ? `Note ${index} #evidence` : `Note ${index}`);
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    await waitFor(() => expect(messages()).toHaveLength(20));
    expect(messages()[0]).toHaveTextContent('Note 24 #evidence');
    await app.user.click(screen.getByRole('button', { name: 'Load older posts' }));
    await waitFor(() => expect(messages()).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Load older posts' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: '#evidence: 12 posts' }));
    await waitFor(() => expect(messages()).toHaveLength(12));
    expect(screen.getByRole('status')).toHaveTextContent('Showing posts tagged #evidence');
    await app.user.click(screen.getByRole('button', { name: 'Show all posts' }));
    await waitFor(() => expect(messages()).toHaveLength(24));
  });

  it('lets a very long hashtag wrap, in the post and in the filter line, so a phone never scrolls sideways', async () => {
    const { me, other, group } = setup();
    const tag = `Donoghue${'v'.repeat(60)}Stevenson`;
    seedMessage(group, other, `Read #${tag} tonight`);
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    // jsdom has no layout: the check is that the tag may break anywhere (a button does not break with the line as the feed's inline tag link does).
    const button = await screen.findByRole('button', { name: `Show posts tagged #${tag}` });
    expect(button).toHaveClass('[overflow-wrap:anywhere]');
    await app.user.click(button);
    expect(within(await screen.findByRole('status')).getByText(`#${tag}`)).toHaveClass('min-w-0', '[overflow-wrap:anywhere]');
  });

  it('keeps a message that arrives while the group is fetched again, though that fetch answers from before it', async () => {
    const { me, other, group } = setup();
    seedMessage(group, me, 'My message');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByText('My message');

    // A fetch of the group is under way (a reconnection's catch-up) and answers, late, what the server held before the message.
    const before = app.queryClient.getQueryData<GroupDetailData>(groupKeys.detail(group.id))?.pages[0];
    const fetching = holdNextAnswer(endpoints.groups.detail, { ...before });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    await fireSocketEvent(serverEvents.groupNewMessage, seedMessage(group, other, 'Said during the fetch'));
    expect(await screen.findByText('Said during the fetch')).toBeInTheDocument();
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Said during the fetch')).toBeInTheDocument();
  });

  it('patches the page from socket events', async () => {
    const { me, other, group } = setup();
    const first = seedMessage(group, me, 'My message');
    renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByText('My message');

    await fireSocketEvent(serverEvents.groupNewMessage, buildMessage(group, other, 'Live from Kofi #torts'));
    await waitFor(() => expect(messages()[0]).toHaveTextContent('Live from Kofi #torts'));
    expect(screen.getByRole('button', { name: '#torts: 1 post' })).toBeInTheDocument();

    await fireSocketEvent(serverEvents.groupNewComment, {
      id: 'comment-live',
      groupMessageId: first.id,
      author: { id: other.id, name: other.name, avatarUrl: null, institutionId: other.institutionId, nameOfUniversity: other.nameOfUniversity },
      message: 'Nice one',
      createdAt: new Date().toISOString(),
    });
    expect(await within(article('My message')).findByText('Nice one')).toBeInTheDocument();

    await fireSocketEvent(serverEvents.groupLike, { groupMessageId: first.id, userId: other.id, liked: true });
    expect(await within(article('My message')).findByRole('button', { name: 'Like 1' })).toBeInTheDocument();
    await fireSocketEvent(serverEvents.groupLike, { groupMessageId: first.id, userId: other.id, liked: false });
    expect(await within(article('My message')).findByRole('button', { name: 'Like 0' })).toBeInTheDocument();

    await fireSocketEvent(serverEvents.groupPostDeleted, { groupId: group.id, id: first.id });
    await waitFor(() => expect(screen.queryByText('My message')).not.toBeInTheDocument());

    const { messages: _messages, ...rest } = group;
    await fireSocketEvent(serverEvents.groupUpdated, { ...rest, name: 'Torts study circle', myRole: 'owner' });
    expect(await screen.findByRole('heading', { name: 'Torts study circle', level: 1 })).toBeInTheDocument();
  });
});
