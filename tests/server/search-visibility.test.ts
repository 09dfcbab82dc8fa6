/*
 * Search finds only what the caller may see: notes by visibility and collaboration (mutual,
 * one way either way, stranger), groups by membership, as both change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '../../src/contract/groups.ts';
import { noteVisibilities } from '../../src/contract/notes.ts';
import { askToCollaborate, collaborateBothWays, createNote, noteSeenBy, noteViewers, signUpNoteViewers, type NoteViewer } from './support/notes.ts';
import { foundIds, search } from './support/search.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let people: Record<NoteViewer, TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  people = await signUpNoteViewers(t.app);
});
afterAll(async () => t.close());

describe('notes', () => {
  const cases = noteVisibilities.flatMap((visibility) =>
    noteViewers.map((viewer) => ({ visibility, viewer, visible: noteSeenBy[visibility].includes(viewer) })),
  );

  it.each(cases)('$visibility note, $viewer (found: $visible)', async ({ visibility, viewer, visible }) => {
    const word = `marula${visibility}${viewer}`.toLowerCase();
    const note = await createNote(t.app, people.owner, { title: `Estoppel ${word}`, body: `Promissory estoppel and ${word}.`, visibility });
    const result = await search(t.app, people[viewer], { q: word });
    expect(result.items.map((hit) => hit.id)).toEqual(visible ? [note.id] : []);
    expect(result.counts?.note).toBe(visible ? 1 : 0);
  });

  it('follows the collaboration as it starts and ends', async () => {
    const owner = await signUp(t.app);
    const partner = await signUp(t.app);
    const note = await createNote(t.app, owner, { title: 'Baobab tenancy', visibility: 'collaborators' });
    expect(await foundIds(t.app, partner, 'baobab')).toEqual([]);
    await collaborateBothWays(t.app, owner, partner);
    expect(await foundIds(t.app, partner, 'baobab')).toEqual([note.id]);
    await askToCollaborate(t.app, partner, owner); // the partner withdraws
    expect(await foundIds(t.app, partner, 'baobab')).toEqual([]);
  });

  it('follows a note made private', async () => {
    const note = await createNote(t.app, people.owner, { title: 'Shea butter trade', visibility: 'public' });
    expect(await foundIds(t.app, people.stranger, 'shea')).toEqual([note.id]);
    const update = await as(t.app, people.owner)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload: { visibility: 'private' } });
    expect(update.statusCode, update.body).toBe(200);
    expect(await foundIds(t.app, people.stranger, 'shea')).toEqual([]);
    expect(await foundIds(t.app, people.owner, 'shea')).toEqual([note.id]);
  });
});

describe('groups', () => {
  async function join(owner: TestUser, groupId: string, user: TestUser) {
    const invite = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/invite', payload: { groupId, email: user.email } });
    expect(invite.statusCode, invite.body).toBe(201);
    const accepted = await as(t.app, user)({
      method: 'POST',
      url: '/api/v1/groups/response-to-invite',
      payload: { inviteId: invite.json<{ id: string }>().id, choice: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('are found by their members only, from joining until leaving', async () => {
    const [owner, member, outsider] = [people.owner, people.mutual, people.stranger];
    const created = await as(t.app, owner)({
      method: 'POST',
      url: '/api/v1/groups/create',
      payload: { name: 'Kente moot court', description: 'Weekly okapi arguments' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<Group>();

    expect(await foundIds(t.app, owner, 'kente')).toEqual([group.id]);
    expect(await foundIds(t.app, owner, 'okapi')).toEqual([group.id]);
    expect(await foundIds(t.app, member, 'kente')).toEqual([]);
    expect((await search(t.app, outsider, { q: 'kente moot' })).counts?.group).toBe(0);

    await join(owner, group.id, member);
    const found = await search(t.app, member, { q: 'kente', type: 'group' });
    expect(found.items).toEqual([expect.objectContaining({ type: 'group', id: group.id, title: 'Kente moot court', url: `/groups/${group.id}` })]);
    expect(await foundIds(t.app, outsider, 'kente')).toEqual([]);

    const removed = await as(t.app, owner)({ method: 'POST', url: '/api/v1/groups/remove-participant', payload: { groupId: group.id, userId: member.user.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await foundIds(t.app, member, 'kente')).toEqual([]);
  });
});
