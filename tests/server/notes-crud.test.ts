import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { NOTE_BODY_MAX, noteListSchema, noteSchema, type NoteList } from '../../src/contract/notes.ts';
import { expectReplayOf, freshKey } from './support/idempotency.ts';
import { createNote, readNote } from './support/notes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Ama Owner' });
});
afterAll(async () => t.close());

async function myNotes(user: TestUser, query = ''): Promise<NoteList> {
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/notes/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return noteListSchema.parse(response.json());
}
const titles = (list: NoteList) => list.items.map((note) => note.title);
const countNotes = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /notes/create', () => {
  it('answers 201 with the note, private by default, its title trimmed and its Markdown as written', async () => {
    const body = '# Heading\n\n  - indented item  \n\n| a | b |\n|---|---|\n';
    const response = await as(t.app, owner)({ method: 'POST', url: '/api/v1/notes/create', payload: { title: '  Contract law  ', body } });
    expect(response.statusCode).toBe(201);
    const note = noteSchema.parse(response.json());
    expect(note).toMatchObject({
      title: 'Contract law',
      body,
      visibility: 'private',
      course: null,
      likesCount: 0,
      likedByMe: false,
      commentsCount: 0,
      owner: { id: owner.user.id, name: 'Ama Owner' },
    });
    expect(note.updatedAt).toBe(note.createdAt);
    expect(await readNote(t.app, owner, note.id)).toEqual({ ...note, comments: [] });
  });

  it('stores and returns script-laden titles, bodies and comments exactly as written', async () => {
    const title = '"><svg onload=alert(1)>';
    const body = '<script>alert("x")</script>\n<img src=x onerror=alert(1)>\n[click](javascript:alert(1))\n<iframe src="//evil.example"></iframe>';
    const note = await createNote(t.app, owner, { title, body, visibility: 'public', course: '<b>Torts</b>' });
    expect(note).toMatchObject({ title, body, course: '<b>Torts</b>' });
    const commentBody = '<a href="javascript:alert(1)">x</a>';
    const comment = await as(t.app, owner)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: commentBody } });
    expect(comment.json()).toMatchObject({ body: commentBody });
    const reader = await signUp(t.app);
    expect(await readNote(t.app, reader, note.id)).toMatchObject({ title, body, comments: [{ body: commentBody }] });
  });

  it('takes a body of exactly the largest size', async () => {
    const note = await createNote(t.app, owner, { body: 'x'.repeat(NOTE_BODY_MAX) });
    expect((await readNote(t.app, owner, note.id)).body).toHaveLength(NOTE_BODY_MAX);
  });

  it.each([
    ['a missing title', { body: 'text' }, 'body.title'],
    ['a blank title', { title: '   ', body: 'text' }, 'body.title'],
    ['a 201-character title', { title: 'x'.repeat(201), body: 'text' }, 'body.title'],
    ['a 100 001-character body', { title: 'Long', body: 'x'.repeat(NOTE_BODY_MAX + 1) }, 'body.body'],
    ['an unknown visibility', { title: 'Odd', visibility: 'friends' }, 'body.visibility'],
    ['a title that is not text', { title: 42 }, 'body.title'],
  ])('refuses %s with 400 in the contract’s shape and stores nothing', async (_name, payload, path) => {
    const before = await countNotes();
    const response = await as(t.app, owner)({ method: 'POST', url: '/api/v1/notes/create', payload });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(error.details?.map((detail) => detail.path)).toContain(path);
    expect(await countNotes()).toBe(before);
  });
});

describe('PATCH /notes/update/{id}', () => {
  it('changes only the fields sent and answers the whole note', async () => {
    const note = await createNote(t.app, owner, { title: 'Torts', body: 'Duty of care', course: 'Torts' });
    const update = (payload: object) => as(t.app, owner)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload });
    const titled = noteSchema.parse((await update({ title: 'Torts II' })).json());
    expect(titled).toMatchObject({ title: 'Torts II', body: 'Duty of care', course: 'Torts', visibility: 'private' });
    expect(titled.updatedAt >= note.updatedAt).toBe(true);
    expect((await update({ body: 'Breach', visibility: 'collaborators', course: '' })).json()).toMatchObject({
      title: 'Torts II',
      body: 'Breach',
      visibility: 'collaborators',
      course: null,
    });
    expect((await update({})).json()).toMatchObject({ title: 'Torts II', body: 'Breach' });
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a 201-character title', { title: 'x'.repeat(201) }],
    ['a 100 001-character body', { body: 'x'.repeat(NOTE_BODY_MAX + 1) }],
    ['an unknown visibility', { visibility: 'everyone' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const note = await createNote(t.app, owner, { title: 'Kept', body: 'Kept body' });
    const response = await as(t.app, owner)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(await readNote(t.app, owner, note.id)).toMatchObject({
      title: 'Kept',
      body: 'Kept body',
      visibility: 'private',
      updatedAt: note.updatedAt,
    });
  });
});

describe('sent again with its Idempotency-Key (a retry after a lost answer)', () => {
  it('an update answers the first answer again and changes nothing, though the note changed since', async () => {
    const note = await createNote(t.app, owner, { title: 'Torts', body: 'Duty of care' });
    const update = (payload: object, key?: string) =>
      as(t.app, owner)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload, headers: key ? { 'idempotency-key': key } : {} });
    const key = freshKey('note-update');
    const first = await update({ body: 'Breach' }, key);
    expect(first.statusCode).toBe(200);
    await update({ body: 'Causation' });

    expectReplayOf(await update({ body: 'Breach' }, key), first);
    expect(await readNote(t.app, owner, note.id)).toMatchObject({ title: 'Torts', body: 'Causation' });
    const reused = await update({ body: 'Remoteness' }, key);
    expect(reused.statusCode).toBe(422);
    expect(apiErrorSchema.parse(reused.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a deletion answers the first answer again instead of 404', async () => {
    const note = await createNote(t.app, owner);
    const key = freshKey('note-delete');
    const remove = () => as(t.app, owner)({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}`, headers: { 'idempotency-key': key } });
    const first = await remove();
    expect(first.json()).toEqual({ id: note.id });
    expectReplayOf(await remove(), first);
  });
});

describe('DELETE /notes/delete/{id}', () => {
  it('removes the note with its likes and comments; the notifications about it stay', async () => {
    const note = await createNote(t.app, owner, { visibility: 'public' });
    const reader = await signUp(t.app);
    await as(t.app, reader)({ method: 'PATCH', url: `/api/v1/notes/like/${note.id}` });
    await as(t.app, reader)({ method: 'POST', url: `/api/v1/notes/comment/${note.id}`, payload: { body: 'Useful' } });
    const count = async (table: 'note_likes' | 'note_comments') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('note_id', '=', note.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('note_likes'), await count('note_comments')]).toEqual([1, 1]);

    const response = await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: note.id });
    expect([await count('note_likes'), await count('note_comments')]).toEqual([0, 0]);
    expect((await as(t.app, reader)({ method: 'GET', url: `/api/v1/notes/${note.id}` })).statusCode).toBe(404);
    expect((await as(t.app, owner)({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}` })).statusCode).toBe(404);
    const notifications = await as(t.app, owner)({ method: 'GET', url: '/api/v1/notifications?take=50' });
    expect(notifications.json<{ items: { link: string | null }[] }>().items.filter((item) => item.link === `/notes/${note.id}`)).toHaveLength(2);
  });
});

describe('GET /notes/', () => {
  it('lists only my notes, newest first, in cursor pages', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const title of ['one', 'two', 'three', 'four', 'five']) await createNote(t.app, me, { title });
    await createNote(t.app, other, { title: 'not mine', visibility: 'public' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NoteList = await myNotes(me, `?take=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['five', 'four', 'three', 'two', 'one']);
    expect(titles(await myNotes(me))).toEqual(['five', 'four', 'three', 'two', 'one']);
    expect(titles(await myNotes(me, '?take=500'))).toHaveLength(5);
  });

  it('finds q in the title or the body ignoring case, and % _ \\ only as themselves', async () => {
    const me = await signUp(t.app);
    await createNote(t.app, me, { title: 'Pass mark 100% sure', body: 'plain' });
    await createNote(t.app, me, { title: 'snake_case rules', body: 'plain' });
    await createNote(t.app, me, { title: 'Paths', body: 'C:\\law\\notes' });
    await createNote(t.app, me, { title: 'Equity', body: 'He who comes to EQUITY must come with clean hands' });
    await createNote(t.app, me, { title: 'Pass 1000 sure snakeXcase', body: 'decoy' });
    const search = async (q: string) => titles(await myNotes(me, `?q=${encodeURIComponent(q)}`));
    expect(await search('%')).toEqual(['Pass mark 100% sure']);
    expect(await search('0% s')).toEqual(['Pass mark 100% sure']);
    expect(await search('_')).toEqual(['snake_case rules']);
    expect(await search('e_c')).toEqual(['snake_case rules']);
    expect(await search('\\')).toEqual(['Paths']);
    expect(await search('clean HANDS')).toEqual(['Equity']);
    expect(await search('equity')).toEqual(['Equity']);
    expect(await search('nothing like this')).toEqual([]);
    expect(await search('')).toHaveLength(5);
  });

  it('filters by course, ignoring case, and combines with q', async () => {
    const me = await signUp(t.app);
    await createNote(t.app, me, { title: 'Nemo dat', course: 'Land Law' });
    await createNote(t.app, me, { title: 'Adverse possession', course: 'land law' });
    await createNote(t.app, me, { title: 'Negligence', course: 'Torts' });
    await createNote(t.app, me, { title: 'No course' });
    expect(titles(await myNotes(me, '?course=LAND%20LAW'))).toEqual(['Adverse possession', 'Nemo dat']);
    expect(titles(await myNotes(me, '?course=Land%20Law&q=nemo'))).toEqual(['Nemo dat']);
    expect(titles(await myNotes(me, '?course=Land'))).toEqual([]);
  });
});

describe('methods', () => {
  it('answers 405 with Allow to GET on the like and comment paths', async () => {
    const note = await createNote(t.app, owner);
    for (const [url, allow] of [
      [`/api/v1/notes/like/${note.id}`, 'PATCH'],
      [`/api/v1/notes/comment/${note.id}`, 'POST'],
    ] as const) {
      const response = await as(t.app, owner)({ method: 'GET', url });
      expect(response.statusCode, url).toBe(405);
      expect(apiErrorSchema.parse(response.json()).code).toBe('METHOD_NOT_ALLOWED');
      expect(response.headers.allow).toBe(allow);
    }
    expect((await readNote(t.app, owner, note.id)).likesCount).toBe(0);
  });
});
