/*
 * Who may do what to a note: the owner, a mutual collaborator, a collaborator one way only
 * (each way), and a stranger, against every route, for each visibility. A note the caller
 * may not see is a 404 and changes nothing; one they see but do not own is a 403 to change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { noteListSchema, noteVisibilities } from '../../src/contract/notes.ts';
import { askToCollaborate, collaborateBothWays, createNote, noteSeenBy, noteViewers as viewers, readNote, signUpNoteViewers, type NoteViewer } from './support/notes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let people: Record<NoteViewer, TestUser>;

beforeAll(async () => {
  t = await startTestApp();
  people = await signUpNoteViewers(t.app);
});
afterAll(async () => t.close());

const cases = noteVisibilities.flatMap((visibility) => viewers.map((viewer) => ({ visibility, viewer, visible: noteSeenBy[visibility].includes(viewer) })));

describe('note visibility', () => {
  it.each(cases)('$visibility note, $viewer (visible: $visible)', async ({ visibility, viewer, visible }) => {
    const note = await createNote(t.app, people.owner, { title: 'Land law', body: 'Nemo dat', visibility });
    const call = as(t.app, people[viewer]);
    const isOwner = viewer === 'owner';

    const get = await call({ method: 'GET', url: `/api/v1/notes/${note.id}` });
    const like = await call({ method: 'PATCH', url: `/api/v1/notes/like/${note.id}` });
    const comment = await call({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: 'Hello' } });
    const update = await call({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload: { title: 'Changed' } });
    const statuses = { get: get.statusCode, like: like.statusCode, comment: comment.statusCode, update: update.statusCode };

    if (!visible) {
      expect(statuses).toEqual({ get: 404, like: 404, comment: 404, update: 404 });
      expect(apiErrorSchema.parse(get.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Note not found.' });
      const after = await readNote(t.app, people.owner, note.id);
      expect(after).toMatchObject({ title: 'Land law', likesCount: 0, commentsCount: 0, comments: [] });
    } else if (isOwner) {
      expect(statuses).toEqual({ get: 200, like: 200, comment: 201, update: 200 });
      expect(update.json()).toMatchObject({ title: 'Changed', likesCount: 1, likedByMe: true, commentsCount: 1 });
    } else {
      expect(statuses).toEqual({ get: 200, like: 200, comment: 201, update: 403 });
      expect(apiErrorSchema.parse(update.json()).code).toBe('FORBIDDEN');
      expect(await readNote(t.app, people[viewer], note.id)).toMatchObject({ title: 'Land law', likesCount: 1, likedByMe: true, commentsCount: 1 });
    }

    const remove = await call({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}` });
    expect(remove.statusCode).toBe(isOwner ? 200 : visible ? 403 : 404);
    if (isOwner) {
      expect(remove.json()).toEqual({ id: note.id });
      expect((await as(t.app, people.owner)({ method: 'GET', url: `/api/v1/notes/${note.id}` })).statusCode).toBe(404);
    } else {
      expect((await readNote(t.app, people.owner, note.id)).id).toBe(note.id);
    }
  });

  it('follows the collaboration as it changes: ended collaboration hides the note again', async () => {
    const owner = await signUp(t.app);
    const partner = await signUp(t.app);
    const note = await createNote(t.app, owner, { visibility: 'collaborators' });
    const get = () => as(t.app, partner)({ method: 'GET', url: `/api/v1/notes/${note.id}` });
    expect((await get()).statusCode).toBe(404);
    await collaborateBothWays(t.app, owner, partner);
    expect((await get()).statusCode).toBe(200);
    await askToCollaborate(t.app, owner, partner); // the owner withdraws
    expect((await get()).statusCode).toBe(404);
  });

  it('follows the note’s visibility as the owner changes it', async () => {
    const note = await createNote(t.app, people.owner, { visibility: 'public' });
    const get = () => as(t.app, people.stranger)({ method: 'GET', url: `/api/v1/notes/${note.id}` });
    expect((await get()).statusCode).toBe(200);
    const update = await as(t.app, people.owner)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload: { visibility: 'private' } });
    expect(update.json()).toMatchObject({ visibility: 'private' });
    expect((await get()).statusCode).toBe(404);
  });

  it('answers 404 for a note that does not exist, on every route', async () => {
    const call = as(t.app, people.owner);
    const missing = '0190aaaa-0000-7000-8000-000000000000';
    const responses = await Promise.all([
      call({ method: 'GET', url: `/api/v1/notes/${missing}` }),
      call({ method: 'PATCH', url: `/api/v1/notes/like/${missing}` }),
      call({ method: 'POST', url: `/api/v1/notes/comment/${missing}`, payload: { body: 'Hi' } }),
      call({ method: 'PATCH', url: `/api/v1/notes/update/${missing}`, payload: { title: 'x' } }),
      call({ method: 'DELETE', url: `/api/v1/notes/delete/${missing}` }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  it('needs a session on every route', async () => {
    const note = await createNote(t.app, people.owner, { visibility: 'public' });
    for (const [method, url] of [
      ['GET', '/api/v1/notes/'],
      ['GET', `/api/v1/notes/${note.id}`],
      ['POST', '/api/v1/notes/create'],
      ['PATCH', `/api/v1/notes/like/${note.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { title: 'x', body: 'y' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /auth/get-collaborators-notes', () => {
  it('lists what mutual collaborators share, with my likes', async () => {
    const shared = await createNote(t.app, people.owner, { title: 'Shared', visibility: 'collaborators' });
    await createNote(t.app, people.owner, { title: 'Mine alone', visibility: 'private' });
    await as(t.app, people.mutual)({ method: 'PATCH', url: `/api/v1/notes/like/${shared.id}` });
    const list = async (viewer: TestUser) =>
      noteListSchema.parse((await as(t.app, viewer)({ method: 'GET', url: '/api/v1/auth/get-collaborators-notes?take=50' })).json()).items;
    const forMutual = await list(people.mutual);
    expect(forMutual.find((note) => note.id === shared.id)).toMatchObject({ title: 'Shared', likesCount: 1, likedByMe: true });
    expect(forMutual.map((note) => note.title)).not.toContain('Mine alone');
    expect(await list(people.askedOwner)).toEqual([]);
  });
});
