/*
 * The outbox of a student with the app open in two tabs (QA s3): each tab's posts written
 * offline are kept beside the other's, not over them; each post reaches the server once, from
 * whichever tab is left to send it; and both tabs show each post once, saved.
 */
import { waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { openAnotherTab } from '../support/another-tab.tsx';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';
import { stubWebLocks } from '../support/web-locks.ts';

type Tab = BoundFunctions<typeof queries>;

async function writePost(user: UserEvent, tab: Tab, body: string) {
  await user.type(await tab.findByRole('textbox', { name: 'Write a post' }), body);
  await user.click(tab.getByRole('button', { name: 'Post' }));
}

const waiting = (tab: Tab) => tab.queryByRole('list', { name: 'Posts waiting to send' });
const waitingCount = (tab: Tab) => {
  const list = waiting(tab);
  return list ? within(list).getAllByRole('article').length : 0;
};
const savedPosts = async (tab: Tab) => within(await tab.findByRole('list', { name: 'All posts' })).queryAllByRole('article').map((card) => card.textContent);

/** Ama's feed in two tabs; she goes offline and posts once in each. */
async function postFromTwoTabs() {
  stubWebLocks();
  const me = buildMe({ name: 'Ama Mensah' });
  const writes = recordWrites(endpoints.posts.create);
  const first = renderApp('/feed', { signedInAs: me });
  const firstTab = within(first.container);
  await firstTab.findByRole('textbox', { name: 'Write a post' });
  const second = await openAnotherTab('/feed', me);
  await second.findByRole('textbox', { name: 'Write a post' });

  setOnline(false);
  await writePost(first.user, firstTab, 'Tab one post');
  await writePost(first.user, second, 'Tab two post');
  // Each tab shows both posts waiting, its own and the other tab's.
  for (const tab of [firstTab, second]) {
    await waitFor(() => expect(waitingCount(tab)).toBe(2));
  }
  return { me, writes, first, firstTab, second };
}

const bodies = (writes: ReturnType<typeof recordWrites>) => writes.received.map((write) => (write.json as { body: string }).body);

describe('posts written offline in two tabs', () => {
  it('are both sent, once, by the tab left open after the other is closed', async () => {
    const { me, writes, first, second } = await postFromTwoTabs();

    first.unmount();
    setOnline(true);

    await waitFor(() => expect(bodies(writes)).toEqual(['Tab one post', 'Tab two post']));
    await waitFor(() => expect(waiting(second)).not.toBeInTheDocument());
    const shown = await savedPosts(second);
    expect(shown.filter((text) => text?.includes('Tab one post'))).toHaveLength(1);
    expect(shown.filter((text) => text?.includes('Tab two post'))).toHaveLength(1);
    expect(storedOutbox(me.id)).toEqual([]);
  });

  it('are each sent once with both tabs online at once, and both tabs show both, saved', async () => {
    const { me, writes, firstTab, second } = await postFromTwoTabs();

    setOnline(true);

    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    for (const tab of [firstTab, second]) {
      await waitFor(() => expect(waiting(tab)).not.toBeInTheDocument());
      const shown = await savedPosts(tab);
      expect(shown.filter((text) => text?.includes('Tab one post'))).toHaveLength(1);
      expect(shown.filter((text) => text?.includes('Tab two post'))).toHaveLength(1);
    }
    expect(bodies(writes)).toEqual(['Tab one post', 'Tab two post']);
    expect(new Set(writes.received.map((write) => write.key)).size).toBe(2);
  });
});
