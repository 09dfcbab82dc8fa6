import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { postListSchema, type Post, type PostList } from '../../src/contract/posts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let reader: TestUser; // institution 1000, follows `followed`
let followed: TestUser; // institution 1001
let campusmate: TestUser; // institution 1000
let stranger: TestUser; // institution 1002
const ids: Record<string, string[]> = {};

async function post(user: TestUser, body: string): Promise<Post> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
  expect(response.statusCode).toBe(201);
  return response.json<Post>();
}

async function page(user: TestUser, query: string): Promise<PostList> {
  const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/posts?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return postListSchema.parse(response.json());
}

/** Every post a query yields, following nextCursor to the end. */
async function everything(user: TestUser, query: string, take: number, from: string | null = null): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = from;
  do {
    const result: PostList = await page(user, `${query}&take=${take}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...result.items.map((item) => item.id));
    cursor = result.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  t = await startTestApp();
  reader = await signUp(t.app, { institutionId: 1000 });
  followed = await signUp(t.app, { institutionId: 1001 });
  campusmate = await signUp(t.app, { institutionId: 1000 });
  stranger = await signUp(t.app, { institutionId: 1002 });
  await as(t.app, reader)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${followed.user.id}` });
  const plan: [string, TestUser, number, string][] = [
    ['reader', reader, 3, 'my own #Notes'],
    ['followed', followed, 12, 'followed #LandLaw'],
    ['campusmate', campusmate, 9, 'campus #landlaw #Torts'],
    ['stranger', stranger, 21, 'far away #Torts'],
  ];
  // Interleaved so the scopes have to pick their posts out of a mixed stream.
  for (let round = 0; round < 21; round += 1) {
    for (const [name, user, count, body] of plan) {
      if (round < count) (ids[name] ??= []).unshift((await post(user, `${body} ${round}`)).id);
    }
  }
});
afterAll(async () => t.close());

const newestFirst = (list: string[]) => [...list].sort().reverse();

describe('GET /posts paging', () => {
  it('pages by cursor, newest first, with no duplicates or gaps and null at the end', async () => {
    const all = await everything(reader, 'scope=all', 7);
    expect(all).toHaveLength(45);
    expect(new Set(all).size).toBe(45);
    expect(all).toEqual(newestFirst(all));
    const last = await page(reader, `take=7&cursor=${all[all.length - 1]}`);
    expect(last).toEqual({ items: [], nextCursor: null });
  });

  it('keeps a cursor walk exact while new posts arrive between pages', async () => {
    const first = await page(stranger, 'authorId=' + campusmate.user.id + '&take=4');
    const fresh = [await post(campusmate, 'arrived late 1'), await post(campusmate, 'arrived late 2')];
    const rest = await everything(stranger, `authorId=${campusmate.user.id}`, 4, first.nextCursor);
    const walked = [...first.items.map((item) => item.id), ...rest];
    expect(walked).toEqual(ids.campusmate);
    const top = await page(stranger, `authorId=${campusmate.user.id}&take=2`);
    expect(top.items.map((item) => item.id)).toEqual([fresh[1]?.id, fresh[0]?.id]);
    for (const item of fresh) await as(t.app, campusmate)({ method: 'DELETE', url: `/api/v1/posts/delete/${item.id}` });
  });

  it('serves skip/take as well: the same pages, and an empty page past the end', async () => {
    const byCursor = await everything(reader, 'scope=all', 10);
    const bySkip: string[] = [];
    for (let skip = 0; skip < 45; skip += 10) bySkip.push(...(await page(reader, `skip=${skip}&take=10`)).items.map((item) => item.id));
    expect(bySkip).toEqual(byCursor);
    const middle = await page(reader, 'skip=10&take=10');
    expect(middle.nextCursor).toBe(byCursor[19]);
    expect(await page(reader, 'skip=45&take=10')).toEqual({ items: [], nextCursor: null });
  });

  it('defaults take to 20 and caps it at 50, however large', async () => {
    expect((await page(reader, '')).items).toHaveLength(20);
    for (const take of ['500', '99999999999999999999', '1e400']) {
      const capped = await page(reader, `take=${take}`);
      expect(capped.items, take).toHaveLength(45);
      expect(capped.nextCursor).toBeNull();
    }
  });

  it('answers an empty page however far past the end skip goes', async () => {
    for (const skip of ['5000000', '999999999999999999999']) {
      expect(await page(reader, `skip=${skip}&take=5`), skip).toEqual({ items: [], nextCursor: null });
    }
  });

  it('refuses a bad take or skip, an unknown scope and skip with cursor, with 400', async () => {
    for (const query of ['take=0', 'take=abc', 'take=2.5', 'skip=-1', 'scope=friends', `skip=0&cursor=${ids.reader?.[0]}`]) {
      const response = await as(t.app, reader)({ method: 'GET', url: `/api/v1/posts?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /posts filters', () => {
  it('scope=following gives the people I follow and me', async () => {
    const mine = await everything(reader, 'scope=following', 5);
    expect(mine).toEqual(newestFirst([...(ids.reader ?? []), ...(ids.followed ?? [])]));
  });

  it('scope=campus gives the authors of my institution', async () => {
    expect(await everything(reader, 'scope=campus', 5)).toEqual(newestFirst([...(ids.reader ?? []), ...(ids.campusmate ?? [])]));
    expect(await everything(stranger, 'scope=campus', 5)).toEqual(ids.stranger);
  });

  it('no scope (or an empty hashtag) means all; following for someone who follows nobody is just their own', async () => {
    expect(await everything(reader, 'hashtag=', 50)).toHaveLength(45);
    expect(await everything(stranger, 'scope=following', 8)).toEqual(ids.stranger);
  });

  it('filters by hashtag ignoring case and a leading #, across pages', async () => {
    const land = newestFirst([...(ids.followed ?? []), ...(ids.campusmate ?? [])]);
    expect(await everything(reader, 'hashtag=landlaw', 4)).toEqual(land);
    expect(await everything(reader, 'hashtag=LANDLAW', 50)).toEqual(land);
    expect(await everything(reader, `hashtag=${encodeURIComponent('#LandLaw')}`, 6)).toEqual(land);
    const torts = await everything(reader, 'hashtag=torts', 5);
    expect(torts).toEqual(newestFirst([...(ids.campusmate ?? []), ...(ids.stranger ?? [])]));
    expect(await page(reader, 'hashtag=nosuchtag')).toEqual({ items: [], nextCursor: null });
  });

  it('finds a post by a tag hundreds of letters long, and not by its first hundred', async () => {
    const tag = `Jurisprudence${'x'.repeat(300)}`;
    const tagged = await post(stranger, `#${tag} is a long one`);
    expect((await page(reader, `hashtag=${tag.toLowerCase()}`)).items.map((item) => item.id)).toEqual([tagged.id]);
    expect(await page(reader, `hashtag=${tag.slice(0, 100)}`)).toEqual({ items: [], nextCursor: null });
    await as(t.app, stranger)({ method: 'DELETE', url: `/api/v1/posts/delete/${tagged.id}` });
  });

  it('combines hashtag with scope and with author, and skip with hashtag', async () => {
    expect(await everything(reader, 'hashtag=torts&scope=campus', 4)).toEqual(ids.campusmate);
    expect(await everything(reader, `hashtag=torts&authorId=${stranger.user.id}`, 8)).toEqual(ids.stranger);
    expect(await everything(reader, 'hashtag=landlaw&scope=following', 5)).toEqual(ids.followed);
    const skipped = await page(reader, 'hashtag=torts&skip=3&take=2');
    expect(skipped.items.map((item) => item.id)).toEqual((await everything(reader, 'hashtag=torts', 50)).slice(3, 5));
  });

  it('filters by author, and an unknown author gives an empty list', async () => {
    expect(await everything(stranger, `authorId=${followed.user.id}`, 5)).toEqual(ids.followed);
    expect(await page(stranger, 'authorId=nobody')).toEqual({ items: [], nextCursor: null });
  });

  it('sets likedByMe per caller across a page', async () => {
    const target = ids.stranger?.[1] ?? '';
    await as(t.app, reader)({ method: 'POST', url: `/api/v1/posts/like/${target}` });
    const forReader = await page(reader, `authorId=${stranger.user.id}&take=3`);
    expect(forReader.items.map((item) => item.likedByMe)).toEqual([false, true, false]);
    const forStranger = await page(stranger, `authorId=${stranger.user.id}&take=3`);
    expect(forStranger.items.map((item) => item.likedByMe)).toEqual([false, false, false]);
    expect(forStranger.items[1]?.likesCount).toBe(1);
  });
});

describe('a campus page after a move', () => {
  it('scope=campus follows an author who moves to another campus, old posts included', async () => {
    const mover = await signUp(t.app, { institutionId: 1009 });
    const left = await signUp(t.app, { institutionId: 1009 });
    const joined = await signUp(t.app, { institutionId: 1010 });
    const written = [await post(mover, 'written at 1009'), await post(mover, 'also at 1009')].map((item) => item.id);
    expect(await everything(left, 'scope=campus', 5)).toEqual(newestFirst([...written]));

    const moved = await as(t.app, mover)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { institutionId: 1010 } });
    expect(moved.statusCode).toBe(200);
    expect(await everything(joined, 'scope=campus', 5)).toEqual(newestFirst([...written]));
    expect(await everything(left, 'scope=campus', 5)).toEqual([]);
  });
});
