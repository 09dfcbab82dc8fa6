import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsDb, seedGroup, seedInvite, seedMessage } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { fireSocketEvent, listenerCount } from '../support/fake-socket.ts';
import { renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

const failure = () => apiError(500, 'INTERNAL', 'Something went wrong on our side.');
const article = (text: string) => screen.getAllByRole('article').find((item) => item.textContent?.includes(text)) as HTMLElement;

function circle() {
  const me = buildMe({ name: 'Ama Mensah' });
  const other = buildMe({ name: 'Kofi Boateng' });
  const group = seedGroup({ name: 'Torts circle', owner: me, members: [[other, 'member']], description: 'Fridays at 4 in the moot court room' });
  return { me, other, group };
}

describe('editing a group post', () => {
  it('offers Edit on my posts only, shows the new words and tags at once, and keeps them once saved', async () => {
    const { me, other, group } = circle();
    seedMessage(group, other, 'Not mine');
    seedMessage(group, me, 'Read #Donoghue tonight');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.groups.updatePost, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByText('Not mine');
    expect(within(article('Not mine')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    const card = article('Read #Donoghue tonight');
    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const field = within(card).getByRole('textbox', { name: 'Post text' });
    expect(field).toHaveFocus();
    await app.user.clear(field);
    await app.user.type(field, 'Read #Caparo tonight');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(within(card).queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show posts tagged #Caparo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '#Caparo: 1 post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /#Donoghue:/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/edited/)).not.toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    expect(within(card).getByText('· edited')).toBeInTheDocument();
    expect(within(article('Not mine')).queryByText(/edited/)).not.toBeInTheDocument();
    expect(group.messages.find((message) => message.author.id === me.id)?.message).toBe('Read #Caparo tonight');
  });

  it('puts the old words back when the server refuses, and leaves them alone on Escape', async () => {
    const { me, group } = circle();
    seedMessage(group, me, 'Original words');
    server.use(mockEndpoint(endpoints.groups.updatePost, failure));
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    const card = (await screen.findByText('Original words')).closest('article') as HTMLElement;

    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    await app.user.type(within(card).getByRole('textbox', { name: 'Post text' }), ' and more');
    await app.user.keyboard('{Escape}');
    expect(within(card).getByText('Original words')).toBeInTheDocument();

    await app.user.click(within(card).getByRole('button', { name: 'Edit' }));
    await app.user.clear(within(card).getByRole('textbox', { name: 'Post text' }));
    await app.user.type(within(card).getByRole('textbox', { name: 'Post text' }), 'Changed words');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Original words')).toBeInTheDocument());
  });

  it('shows another member’s edit as it happens', async () => {
    const { me, other, group } = circle();
    const theirs = seedMessage(group, other, 'Before the edit');
    renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByText('Before the edit');
    await waitFor(() => expect(listenerCount(serverEvents.groupPostUpdated)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.groupPostUpdated, { ...theirs, message: 'After the edit #live', hashtags: ['live'], updatedAt: '2026-11-20T10:00:00.000Z' });

    expect(await screen.findByText('After the edit', { exact: false })).toBeInTheDocument();
    expect(within(article('After the edit')).getByText('· edited')).toBeInTheDocument();
    expect(screen.queryByText('Before the edit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '#live: 1 post' })).toBeInTheDocument();
  });
});

describe('a group’s pending invites', () => {
  it('drops an invite that another admin withdrew', async () => {
    const { me, group } = circle();
    const withdrawn = seedInvite(group, me, 'gone@example.edu');
    seedInvite(group, me, 'kept@example.edu');
    renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    await waitFor(() => expect(listenerCount(serverEvents.groupInviteCancelled)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.groupInviteCancelled, { groupId: group.id, id: withdrawn.id });

    await waitFor(() => expect(within(list).queryByText('gone@example.edu')).not.toBeInTheDocument());
    expect(within(list).getByText('kept@example.edu')).toBeInTheDocument();
  });

  it('shows the owner the invites waiting for an answer, and Cancel takes one away', async () => {
    const { me, group } = circle();
    seedInvite(group, me, 'first@example.edu');
    seedInvite(group, me, 'second@example.edu');
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual(['second@example.edu', 'first@example.edu']);
    await app.user.click(within(list).getByRole('button', { name: 'Cancel the invite to first@example.edu' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('Invite cancelled')).toBeInTheDocument();
    expect(groupsDb.invites.map((invite) => invite.email)).toEqual(['second@example.edu']);
  });

  it('brings the invite back when cancelling fails', async () => {
    const { me, group } = circle();
    seedInvite(group, me, 'stays@example.edu');
    server.use(mockEndpoint(endpoints.groups.cancelInvite, failure));
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'Pending invites' });
    await app.user.click(within(list).getByRole('button', { name: 'Cancel the invite to stays@example.edu' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(await screen.findByText('stays@example.edu')).toBeInTheDocument();
  });

  it('lists a new invite as soon as it is sent, and is not shown to plain members', async () => {
    const { me, other, group } = circle();
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });
    await app.user.type(await screen.findByLabelText('Email address'), 'new@example.edu');
    await app.user.click(screen.getByRole('button', { name: 'Send invite' }));
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(list).getByText('new@example.edu')).toBeInTheDocument();
    app.unmount();

    renderApp(`/groups/${group.id}?tab=members`, { signedInAs: other });
    await screen.findByRole('list', { name: 'Group members' });
    expect(screen.queryByRole('list', { name: 'Pending invites' })).not.toBeInTheDocument();
  });
});

describe('the group page', () => {
  it('names its tabs Posts and Members', async () => {
    const { me, group } = circle();
    renderApp(`/groups/${group.id}`, { signedInAs: me });
    const sections = await screen.findByRole('navigation', { name: 'Group sections' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual(['Posts', 'Members (2)']);
  });

  it('keeps the description behind About on a phone, opened and closed by the toggle', async () => {
    const { me, group } = circle();
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    const about = await screen.findByRole('button', { name: 'About' });
    const details = document.getElementById(about.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).toHaveTextContent('Fridays at 4 in the moot court room');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveClass('max-sm:hidden');

    await app.user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(details).not.toHaveClass('max-sm:hidden');
  });

  it('lets the owner set and clear the topic in the settings', async () => {
    const { me, group } = circle();
    const app = renderApp(`/groups/${group.id}/settings`, { signedInAs: me });
    const topic = await screen.findByLabelText('Topic');
    await within(topic).findByRole('option', { name: 'Law of Torts' });
    await app.user.selectOptions(topic, 'Law of Torts');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Group updated successfully')).toBeInTheDocument();
    expect(group.topicId).toBe('law-of-torts');
    fireEvent.change(topic, { target: { value: '' } });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(group.topicId).toBeNull());
  });
});
