/*
 * Group posts written offline (issue #17): shown at the top of the group's posts with the
 * "waiting to send" mark, still there after a reload (derived from the outbox), sent once each in
 * order with their own Idempotency-Key when the browser is back online and replaced by the saved
 * ones; one the server refuses is marked "Not sent" with the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { seedGroup, seedMessage } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { useGroupsServer } from '../groups/support/setup-groups.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';

useGroupsServer();

function setup() {
  const me = buildMe({ name: 'Ama Mensah' });
  const other = buildMe({ name: 'Kofi Boateng' });
  const group = seedGroup({ name: 'Torts circle', owner: me, members: [[other, 'member']] });
  seedMessage(group, other, 'An earlier post');
  return { me, group };
}

async function openGroup(groupId: string, me: ReturnType<typeof buildMe>) {
  const app = renderApp(`/groups/${groupId}`, { signedInAs: me });
  await screen.findByText('An earlier post');
  return app;
}

const posts = () => within(screen.getByRole('region', { name: 'Posts' })).getAllByRole('article');
const textOf = (post: HTMLElement | undefined) => post?.querySelector('p.whitespace-pre-line')?.textContent;

async function write(app: Awaited<ReturnType<typeof openGroup>>, message: string) {
  await app.user.type(screen.getByLabelText('Write to the group'), message);
  await app.user.click(screen.getByRole('button', { name: 'Post' }));
}

describe('a group post written offline', () => {
  it('shows on top with the mark, survives a reload, and is sent once, in order, when back online', async () => {
    const { me, group } = setup();
    const writes = recordWrites(endpoints.groups.newMessage);
    const app = await openGroup(group.id, me);
    setOnline(false);

    await write(app, 'First from the bus');
    await write(app, 'Second from the bus');
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().map(textOf)).toEqual(['Second from the bus', 'First from the bus', 'An earlier post']);
    expect(posts()[0]).toHaveTextContent('Waiting to send');
    expect(posts()[1]).toHaveTextContent('Waiting to send');
    expect(posts()[2]).not.toHaveTextContent('Waiting to send');
    expect(screen.getByLabelText('Write to the group')).toHaveValue('');
    expect(writes.received).toEqual([]);
    const queued = storedOutbox(me.id);
    expect(queued).toHaveLength(2);

    // A reload: a new query cache and the outbox read back from IndexedDB; the network still fails.
    app.unmount();
    writes.reachable = false;
    setOnline(true);
    await openGroup(group.id, me);
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().map(textOf)).toEqual(['Second from the bus', 'First from the bus', 'An earlier post']);
    expect(posts()[0]).toHaveTextContent('Waiting to send');

    writes.reachable = true;
    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(writes.received).toEqual([
      { path: '/api/v1/groups/new-message', json: { groupId: group.id, message: 'First from the bus' }, key: queued[0]?.idempotencyKey },
      { path: '/api/v1/groups/new-message', json: { groupId: group.id, message: 'Second from the bus' }, key: queued[1]?.idempotencyKey },
    ]);
    expect(new Set(writes.received.map((item) => item.key)).size).toBe(2);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(posts().map(textOf)).toEqual(['Second from the bus', 'First from the bus', 'An earlier post']);

    // The socket brings my saved post too: still once.
    const [saved] = group.messages;
    if (!saved) throw new Error('the mock server did not keep the post');
    expect(saved.message).toBe('Second from the bus');
    await fireSocketEvent(serverEvents.groupNewMessage, saved);
    expect(posts()).toHaveLength(3);
  });

  it('is marked "Not sent" with the server’s words when refused, and goes when discarded', async () => {
    const { me, group } = setup();
    server.use(mockEndpoint(endpoints.groups.newMessage, () => apiError(403, 'FORBIDDEN', 'You are not a member of this group.')));
    const app = await openGroup(group.id, me);
    setOnline(false);
    await write(app, 'Nobody will read this');
    await waitFor(() => expect(posts()[0]).toHaveTextContent('Waiting to send'));

    setOnline(true);
    await waitFor(() => expect(posts()[0]).toHaveTextContent('Not sent'));
    expect(textOf(posts()[0])).toBe('Nobody will read this');
    const region = screen.getByRole('region', { name: 'Not sent' });
    const strip = within(region).getByRole('alert');
    expect(strip).toHaveTextContent('Not sent · Your group post: “Nobody will read this”');
    expect(strip).toHaveTextContent('You are not a member of this group.');
    expect(storedOutbox(me.id)[0]?.failure).toEqual({ code: 'FORBIDDEN', message: 'You are not a member of this group.' });

    await app.user.click(within(region).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(textOf(posts()[0])).toBe('An earlier post');
    expect(storedOutbox(me.id)).toEqual([]);
  });
});
