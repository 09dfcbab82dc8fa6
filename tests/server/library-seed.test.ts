import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueCourseSchema, catalogueListSchema } from '../../src/contract/catalogue.ts';
import { questionSchema } from '../../src/contract/questions.ts';
import { ConfigError, DEFAULT_SEED_DATA_DIR, loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/dialect.ts';
import { readStarterLibrary, seedStarterLibrary } from '../../src/server/db/seed-library.ts';
import { countRows, listQuestions } from './support/library.ts';
import { onPostgres, sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/seed-data', import.meta.url));
const LEGACY_TOPICS = 15;

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** One database several app instances share: a PostgreSQL database, or one SQLite data folder. */
async function sharedStore(): Promise<{ overrides: { databaseUrl?: string; dataDir?: string }; drop: () => Promise<void> }> {
  const shared = await sharedDatabaseUrl();
  return { overrides: shared.url ? { databaseUrl: shared.url } : { dataDir: scratchDir('campus-seed-') }, drop: shared.drop };
}

async function libraryCounts(t: TestApp) {
  return {
    courses: await countRows(t.app, 'catalogue_courses'),
    caseFlashes: await countRows(t.app, 'case_flashes'),
    questions: await countRows(t.app, 'questions'),
    books: await countRows(t.app, 'books'),
  };
}

const seededCounts = { courses: LEGACY_TOPICS + 1, caseFlashes: 2, questions: 3, books: 1 };

describe('the starter library', () => {
  it('loads at first start, owned by no one, filling in the group topic of the same title', async () => {
    const t = await startTestApp({ seedLibrary: true, seedDataDir: FIXTURES });
    try {
      expect(await libraryCounts(t)).toEqual(seededCounts);
      const admin = await signUp(t.app, { email: 'admin@campus.test' });
      const catalogue = catalogueListSchema.parse((await as(t.app, admin)({ method: 'GET', url: '/api/v1/courses-catalogue/?q=FIX' })).json());
      expect(catalogue.items.map((course) => [course.id === 'contract-law', course.code, course.title])).toEqual([
        [false, 'FIX 102', 'Fixture Procedure'],
        [true, 'FIX 101', 'Law of Contract'],
      ]);
      const bank = await listQuestions(t.app, admin, '?course=Law%20of%20Contract');
      expect(bank.items.map((question) => questionSchema.parse(question).createdBy)).toEqual([null, null]);
      expect(bank.filters.topics).toEqual(['Acceptance', 'Offer']);

      const seededCourse = catalogue.items[0];
      const patched = await as(t.app, admin)({ method: 'PATCH', url: `/api/v1/courses-catalogue/${seededCourse?.id}`, payload: { credits: 2 } });
      expect(catalogueCourseSchema.parse(patched.json()).credits).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('loads once across restarts and a second instance on the same database', async () => {
    const store = await sharedStore();
    const first = await startTestApp({ ...store.overrides, seedLibrary: true, seedDataDir: FIXTURES });
    const second = await startTestApp({ ...store.overrides, seedLibrary: true, seedDataDir: FIXTURES });
    expect(await libraryCounts(second)).toEqual(seededCounts);
    await first.close();
    await second.close();
    const restarted = await startTestApp({ ...store.overrides, seedLibrary: true, seedDataDir: FIXTURES });
    expect(await libraryCounts(restarted)).toEqual(seededCounts);
    await restarted.close();
    await store.drop();
  });

  // Two instances in one process cannot share a SQLite file at once (each connection's wait
  // for the other's lock blocks the one event loop), and SQLite serves a single instance anyway.
  it.runIf(onPostgres)('is loaded by one of two instances seeding at the same moment, never both', async () => {
    const store = await sharedStore();
    const base = await startTestApp({ ...store.overrides, seedLibrary: false });
    const library = await readStarterLibrary(FIXTURES);
    const handles = [0, 1].map(() => openDatabase({ sqliteFile: join(base.config.dataDir, 'campus.db'), postgresUrl: store.overrides.databaseUrl }));
    const loaded = await Promise.all(handles.map(({ db }) => seedStarterLibrary(db, library)));
    expect(loaded.sort()).toEqual([false, true]);
    expect(await libraryCounts(base)).toEqual(seededCounts);
    for (const { db } of handles) await db.destroy();
    await base.close();
    await store.drop();
  });

  it('stays out with SEED_LIBRARY=false: no cases, questions or books, and only the group topics in the catalogue', async () => {
    const t = await startTestApp({ seedLibrary: false, seedDataDir: FIXTURES });
    try {
      expect(await libraryCounts(t)).toEqual({ courses: LEGACY_TOPICS, caseFlashes: 0, questions: 0, books: 0 });
    } finally {
      await t.close();
    }
  });

  it('the files in src/server/db/seed-data are valid and load in full', async () => {
    const files = ['courses', 'case-flashes', 'questions', 'books'].map((name) => JSON.parse(readFileSync(join(DEFAULT_SEED_DATA_DIR, `${name}.json`), 'utf8')) as unknown[]);
    const library = await readStarterLibrary(DEFAULT_SEED_DATA_DIR);
    expect([library.courses.length, library.caseFlashes.length, library.questions.length, library.books.length]).toEqual(files.map((list) => list.length));
    const t = await startTestApp({ seedLibrary: true });
    try {
      const counts = await libraryCounts(t);
      expect([counts.caseFlashes, counts.questions, counts.books]).toEqual([library.caseFlashes.length, library.questions.length, library.books.length]);
      expect(counts.courses).toBeGreaterThanOrEqual(Math.max(LEGACY_TOPICS, library.courses.length));
      // Every course, the group topics it grew from included, is filled in: none is a bare title.
      const courses = await t.app.db.selectFrom('catalogue_courses').select(['title', 'code', 'topics']).execute();
      expect(courses.filter((course) => course.code === '' || course.topics === '[]').map((course) => course.title)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('reading the starter library files', () => {
  function brokenCopy(file: string, edit: (list: Record<string, unknown>[]) => void): string {
    const dir = scratchDir('campus-seed-data-');
    cpSync(FIXTURES, dir, { recursive: true });
    const path = join(dir, file);
    const list = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
    edit(list);
    writeFileSync(path, JSON.stringify(list));
    return dir;
  }

  it.each([
    ['an MCQ whose answerIndex is past its options', 'questions.json', (list: Record<string, unknown>[]) => Object.assign(list[0] ?? {}, { answerIndex: 5 }), 'questions.json[0.answerIndex]'],
    ['an invented empty holding', 'case-flashes.json', (list: Record<string, unknown>[]) => Object.assign(list[0] ?? {}, { holding: '' }), 'case-flashes.json[0.holding]'],
    ['a book in a course the catalogue lacks', 'books.json', (list: Record<string, unknown>[]) => Object.assign(list[0] ?? {}, { course: 'Space Law' }), '"Space Law" is not a title in courses.json'],
    ['a course twice', 'courses.json', (list: Record<string, unknown>[]) => list.push({ ...list[0], title: 'LAW OF CONTRACT' }), 'is there twice'],
  ])('refuses %s, naming the file and the place', async (_name, file, edit, message) => {
    await expect(readStarterLibrary(brokenCopy(file, edit))).rejects.toThrow(message);
  });

  it('refuses a directory without the files', async () => {
    await expect(readStarterLibrary(scratchDir('campus-empty-'))).rejects.toThrow('cannot read');
  });
});

describe('SEED_LIBRARY', () => {
  const env = (value?: string) => ({ DATA_DIR: scratchDir('campus-config-'), ...(value === undefined ? {} : { SEED_LIBRARY: value }) });

  it('defaults to loading the starter library from src/server/db/seed-data', () => {
    expect(loadConfig(env())).toMatchObject({ seedLibrary: true, seedDataDir: DEFAULT_SEED_DATA_DIR });
    expect(loadConfig(env('false')).seedLibrary).toBe(false);
  });

  it('takes only true or false', () => {
    expect(() => loadConfig(env('no'))).toThrow(ConfigError);
  });

  it('names the folder beside the server’s code', () => {
    expect(DEFAULT_SEED_DATA_DIR.endsWith(join('src', 'server', 'db', 'seed-data'))).toBe(true);
  });
});
