/*
 * GET /search on whichever engine the suite runs on: prefixes, accents, case, ranking,
 * the index following every write, snippets, paging, counts, and odd or bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { postSchema, type Post } from '../../src/contract/posts.ts';
import { SNIPPET_MAX, searchResultSchema, type SearchHit } from '../../src/contract/search.ts';
import { mcqBody } from './support/library.ts';
import { createNote } from './support/notes.ts';
import { foundIds, search, searchUrl } from './support/search.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let reader: TestUser;
let writer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  reader = await signUp(t.app, { name: 'Ama Reader' });
  writer = await signUp(t.app, { name: 'Kojo Writer' });
  admin = await signUp(t.app, { email: 'admin@campus.test' });
});
afterAll(async () => t.close());

async function createPost(user: TestUser, body: string): Promise<Post> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
  expect(response.statusCode, response.body).toBe(201);
  return postSchema.parse(response.json());
}

async function created(user: TestUser, url: string, payload: object): Promise<string> {
  const response = await as(t.app, user)({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The highlighted parts of a hit's snippet. */
const marked = (hit: SearchHit | undefined) => hit?.highlights.map(([start, end]) => hit.snippet.slice(start, end)) ?? [];

describe('matching', () => {
  it('matches the last word as a prefix and earlier words whole', async () => {
    const post = await createPost(writer, 'Offer, acceptance and the contract of sale.');
    expect(await foundIds(t.app, reader, 'contr', 'post')).toEqual([post.id]);
    expect(await foundIds(t.app, reader, 'offer contr', 'post')).toEqual([post.id]);
    expect(await foundIds(t.app, reader, 'contract offer', 'post')).toEqual([post.id]);
    expect(await foundIds(t.app, reader, 'contr offer', 'post')).toEqual([]);
    expect(await foundIds(t.app, reader, 'contr sale', 'post')).toEqual([]);
    const hit = (await search(t.app, reader, { q: 'contr', type: 'post' })).items[0];
    expect(marked(hit)).toEqual(['contract']);
  });

  it('ignores case and accents both ways', async () => {
    const post = await createPost(writer, 'Kwame Akotò lectures at Ǹkrumah Hall on ÉQUITY.');
    for (const q of ['akoto', 'AKOTO', 'Akotò', 'akotó', 'nkrumah', 'Ǹkrumah', 'equity', 'Équité'.slice(0, 5)]) {
      expect(await foundIds(t.app, reader, q, 'post'), q).toEqual([post.id]);
    }
    const plain = await createPost(writer, 'Sankofa means go back and fetch it.');
    expect(await foundIds(t.app, reader, 'SÁNKOFA', 'post')).toEqual([plain.id]);
    const hit = (await search(t.app, reader, { q: 'akoto nkrumah', type: 'post' })).items[0];
    expect(marked(hit)).toEqual(['Akotò', 'Ǹkrumah']);
  });

  it('finds every kind of thing, with its path in the app', async () => {
    const note = await createNote(t.app, writer, { title: 'Ijtihad in customary law', visibility: 'public' });
    const caseFlash = await created(writer, '/api/v1/case-flashes/', {
      title: 'Ijtihad v Republic',
      citation: '[1962] 1 GLR 1',
      course: 'Constitutional Law',
      facts: 'The applicant was detained.',
      issue: 'Whether detention was lawful.',
      holding: 'It was.',
      ratio: 'The court would not go behind the order.',
    });
    const question = await created(writer, '/api/v1/questions-bank/create', mcqBody({ question: 'What is ijtihad in Islamic law?' }));
    const book = await created(admin, '/api/v1/books/', { title: 'Ijtihad and the Courts', author: 'A. Mensah', course: 'Jurisprudence' });
    const course = await created(admin, '/api/v1/courses-catalogue/', { title: 'Ijtihad Studies' });
    const user = await signUp(t.app, { name: 'Ijtihad Owusu' });
    const post = await createPost(writer, 'Reading about ijtihad tonight');

    const result = await search(t.app, reader, { q: 'ijtihad', take: 50 });
    const paths = Object.fromEntries(result.items.map((hit) => [hit.type, hit.url]));
    expect(paths).toEqual({
      post: `/posts/${post.id}`,
      note: `/notes/${note.id}`,
      caseFlash: `/library/cases/${caseFlash}`,
      question: `/library/questions/${question}`,
      book: `/library/books/${book}`,
      course: `/library/courses/${course}`,
      user: `/profile/${user.user.id}`,
    });
    expect(result.counts).toEqual({ post: 1, note: 1, caseFlash: 1, question: 1, book: 1, course: 1, user: 1, group: 0 });
    expect(result.items.find((hit) => hit.type === 'book')?.createdAt).toBeNull();
    expect(result.items.find((hit) => hit.type === 'post')?.createdAt).toBe(post.createdAt);
    expect(result.items.find((hit) => hit.type === 'caseFlash')).toMatchObject({ title: 'Ijtihad v Republic' });
    expect(await foundIds(t.app, reader, '1962 GLR', 'caseFlash')).toEqual([caseFlash]);
  });

  it('has what existed before the index: the catalogue made by earlier migrations', async () => {
    const result = await search(t.app, reader, { q: 'evidence', type: 'course' });
    expect(result.items.map((hit) => hit.title)).toContain('Law of Evidence');
  });
});

describe('ranking', () => {
  it('puts a title match above a body match, even an older one', async () => {
    const inTitle = await createNote(t.app, writer, { title: 'Quiddity', body: 'What a thing is.', visibility: 'public' });
    const inBody = await createNote(t.app, writer, { title: 'Metaphysics', body: 'On quiddity and haecceity.', visibility: 'public' });
    expect(await foundIds(t.app, reader, 'quiddity')).toEqual([inTitle.id, inBody.id]);
  });

  it('puts the newer first when two match alike', async () => {
    const older = await createPost(writer, 'Palaver hut meeting');
    const newer = await createPost(writer, 'Palaver hut meeting');
    expect(await foundIds(t.app, reader, 'palaver')).toEqual([newer.id, older.id]);
  });
});

describe('the index follows every write at once', () => {
  it('an edited post is found by its new words only, a deleted one not at all', async () => {
    const post = await createPost(writer, 'Adinkra symbols in court');
    const edit = await as(t.app, writer)({ method: 'PATCH', url: `/api/v1/posts/update/${post.id}`, payload: { body: 'Kente patterns in court' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await foundIds(t.app, reader, 'adinkra')).toEqual([]);
    expect(await foundIds(t.app, reader, 'kente patterns')).toEqual([post.id]);
    expect((await as(t.app, writer)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` })).statusCode).toBe(200);
    expect(await foundIds(t.app, reader, 'kente patterns')).toEqual([]);
  });

  it('follows notes, books and names', async () => {
    const note = await createNote(t.app, writer, { title: 'Fufu pounding', visibility: 'public' });
    await as(t.app, writer)({ method: 'PATCH', url: `/api/v1/notes/update/${note.id}`, payload: { title: 'Banku kneading' } });
    expect(await foundIds(t.app, reader, 'fufu')).toEqual([]);
    expect(await foundIds(t.app, reader, 'banku')).toEqual([note.id]);
    await as(t.app, writer)({ method: 'DELETE', url: `/api/v1/notes/delete/${note.id}` });
    expect(await foundIds(t.app, reader, 'banku')).toEqual([]);

    const book = await created(admin, '/api/v1/books/', { title: 'Torts in Ghana', author: 'Kofi Abotsi', course: 'Law of Torts' });
    await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/books/${book}`, payload: { author: 'Yaw Oppong' } });
    expect(await foundIds(t.app, reader, 'abotsi')).toEqual([]);
    expect(await foundIds(t.app, reader, 'oppong')).toEqual([book]);
    await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/books/${book}` });
    expect(await foundIds(t.app, reader, 'oppong')).toEqual([]);

    const person = await signUp(t.app, { name: 'Efua Sutherland' });
    await as(t.app, person)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { name: 'Efua Morgan', bio: 'Playwright' } });
    expect(await foundIds(t.app, reader, 'sutherland')).toEqual([]);
    expect(await foundIds(t.app, reader, 'efua playwright')).toEqual([person.user.id]);
  });

  it('forgets a deleted account and what went with it', async () => {
    const leaver = await signUp(t.app, { name: 'Yaa Asantewaa' });
    const post = await createPost(leaver, 'Ejisu stool history');
    expect(await foundIds(t.app, reader, 'ejisu')).toEqual([post.id]);
    const gone = await as(t.app, leaver)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: leaver.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await foundIds(t.app, reader, 'ejisu')).toEqual([]);
    expect(await foundIds(t.app, reader, 'asantewaa')).toEqual([]);
  });
});

describe('snippets', () => {
  it('cut a long text around the best match, at most 240 characters, with offsets of the words', async () => {
    const filler = 'The court considered the submissions of counsel at length. ';
    const body = `${filler.repeat(20)}The doctrine of laches bars stale claims in equity. ${filler.repeat(20)}`;
    await createNote(t.app, writer, { title: 'Delay defeats equities', body, visibility: 'public' });
    const [hit] = (await search(t.app, reader, { q: 'laches stale' })).items;
    expect(hit?.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(hit?.snippet.startsWith('…')).toBe(true);
    expect(hit?.snippet.endsWith('…')).toBe(true);
    expect(marked(hit)).toEqual(['laches', 'stale']);
  });

  it('are plain text, markup and all', async () => {
    const post = await createPost(writer, 'Use <mark>tags</mark> & "quotes" for the zanzibar <b>case</b>');
    const [hit] = (await search(t.app, reader, { q: 'zanzibar' })).items;
    expect(hit).toMatchObject({ id: post.id, snippet: 'Use <mark>tags</mark> & "quotes" for the zanzibar <b>case</b>' });
    expect(marked(hit)).toEqual(['zanzibar']);
  });
});

describe('paging', () => {
  it('pages through every hit once, best first, with counts on the first page only', async () => {
    const posts = [];
    for (let index = 0; index < 5; index += 1) posts.push(await createPost(writer, `Okra soup recipe ${index}`));
    const note = await createNote(t.app, writer, { title: 'Okra', visibility: 'public' });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await search(t.app, reader, { q: 'okra', take: 2, cursor });
      expect(page.counts).toEqual(cursor === undefined ? expect.objectContaining({ post: 5, note: 1 }) : null);
      seen.push(...page.items.map((hit) => hit.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([note.id, ...posts.map((post) => post.id).reverse()]);
  });

  it('keeps counts for every type when one type is asked for', async () => {
    await createPost(writer, 'Jollof debate');
    await createNote(t.app, writer, { title: 'Jollof rice', visibility: 'public' });
    const result = await search(t.app, reader, { q: 'jollof', type: 'note' });
    expect(result.items.map((hit) => hit.type)).toEqual(['note']);
    expect(result.counts).toMatchObject({ post: 1, note: 1 });
  });
});

describe('odd and bad input', () => {
  const odd = ['"', '*', 'NEAR(', 'NEAR(a b)', '-', 'OR', 'AND', 'NOT', '^', ':', 'a OR b', '"a" AND "b"', 'title:x', 'x*', '(', ')', "'", '\\', '&|!', '<->', 'a:*', 'ʼ', 'ŉ', 'Ngʼambo', '½', '😀', '\u0301', '%_', "'; drop table posts; --", 'a '.repeat(100).trim()];

  it.each(odd)('answers %j with 200, never 500', async (q) => {
    const response = await as(t.app, reader)({ method: 'GET', url: searchUrl({ q }) });
    expect(response.statusCode, response.body).toBe(200);
    searchResultSchema.parse(response.json());
  });

  it('finds nothing for punctuation alone', async () => {
    await createPost(writer, 'Punctuation: "quoted" - dashed * starred');
    expect(await search(t.app, reader, { q: '"*-:' })).toEqual({ items: [], nextCursor: null, counts: expect.objectContaining({ post: 0 }) });
  });

  it.each([
    ['an empty q', { q: '' }, 'query.q'],
    ['a blank q', { q: '   ' }, 'query.q'],
    ['no q', {}, 'query.q'],
    ['a q of 201 characters', { q: 'a'.repeat(201) }, 'query.q'],
    ['an unknown type', { q: 'law', type: 'comment' }, 'query.type'],
    ['a take of 0', { q: 'law', take: 0 }, 'query.take'],
    ['a made-up cursor', { q: 'law', cursor: 'not-a-cursor' }, 'query.cursor'],
    ['a cursor of the wrong shape', { q: 'law', cursor: Buffer.from('["x","","a","post"]').toString('base64url') }, 'query.cursor'],
  ])('refuses %s with a 400', async (_name, query, path) => {
    const response = await as(t.app, reader)({ method: 'GET', url: searchUrl(query) });
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path })] });
  });

  it('answers 200 to exactly 200 characters and caps take at 50', async () => {
    expect((await as(t.app, reader)({ method: 'GET', url: searchUrl({ q: 'a'.repeat(200), take: 500 }) })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: searchUrl({ q: 'law' }) });
    expect(response.statusCode).toBe(401);
  });
});
