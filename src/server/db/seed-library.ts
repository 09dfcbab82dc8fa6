/*
 * The starter library: the catalogue's core courses, leading cases as case flashes,
 * past-question-style questions and standard textbooks, read from the JSON files in
 * seed-data/ and put in once, at an installation's first start. The marker row goes in first,
 * in the same transaction as the data: an instance starting at the same moment waits for
 * that transaction and then finds the marker, so the library is never loaded twice.
 * Seeded rows belong to no one (created_by NULL); admins change or remove them like any other.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createBookBodySchema, type BookFields } from '../../contract/books.ts';
import { createCaseFlashBodySchema, type CaseFlashFields } from '../../contract/case-flashes.ts';
import { createCatalogueCourseBodySchema, type CatalogueCourseFields } from '../../contract/catalogue.ts';
import { createQuestionBodySchema, type QuestionFields } from '../../contract/questions.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { insertBooks } from '../modules/books/repository.ts';
import { insertCaseFlashes } from '../modules/case-flashes/repository.ts';
import { catalogueColumns } from '../modules/catalogue/repository.ts';
import { insertQuestions } from '../modules/questions/repository.ts';
import type { Db } from './dialect.ts';

const MARKER = 'starter-library';
const MAX_PROBLEMS = 20;

export type StarterLibrary = {
  courses: CatalogueCourseFields[];
  caseFlashes: CaseFlashFields[];
  questions: QuestionFields[];
  books: BookFields[];
};

async function readList<T extends z.ZodType>(dir: string, file: string, item: T): Promise<z.output<T>[]> {
  const path = join(dir, file);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Starter library: cannot read ${path}: ${(error as Error).message}`);
  }
  const parsed = z.array(item).safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => `  - ${file}[${issue.path.join('.')}]: ${issue.message}`);
  throw new Error(`Starter library: ${path} is not valid:\n${problems.join('\n')}`);
}

/** Every course title once (ignoring case), and every case, question and book in one of those courses. */
function checkCourses(library: StarterLibrary): void {
  const titles = new Set<string>();
  const problems: string[] = [];
  library.courses.forEach((course, index) => {
    const key = course.title.toLowerCase();
    if (titles.has(key)) problems.push(`courses.json[${index}]: the title "${course.title}" is there twice`);
    titles.add(key);
  });
  const items: [string, { course: string }[]][] = [
    ['case-flashes.json', library.caseFlashes],
    ['questions.json', library.questions],
    ['books.json', library.books],
  ];
  for (const [file, list] of items) {
    list.forEach((item, index) => {
      if (!titles.has(item.course.toLowerCase())) problems.push(`${file}[${index}].course: "${item.course}" is not a title in courses.json`);
    });
  }
  if (problems.length > 0) throw new Error(`Starter library: the files do not agree:\n${problems.slice(0, MAX_PROBLEMS).map((line) => `  - ${line}`).join('\n')}`);
}

/** Reads and checks the four files of `dir`; an Error naming each problem when they are not valid. */
export async function readStarterLibrary(dir: string): Promise<StarterLibrary> {
  const [courses, caseFlashes, questions, books] = await Promise.all([
    readList(dir, 'courses.json', createCatalogueCourseBodySchema),
    readList(dir, 'case-flashes.json', createCaseFlashBodySchema),
    readList(dir, 'questions.json', createQuestionBodySchema),
    readList(dir, 'books.json', createBookBodySchema),
  ]);
  const library = { courses, caseFlashes, questions, books };
  checkCourses(library);
  return library;
}

/**
 * A course whose title the catalogue already has (ignoring case: the group topics it grew
 * from) is filled in where it stands, keeping its id; any other is added.
 */
async function seedCourses(trx: Db, courses: CatalogueCourseFields[]): Promise<void> {
  const existing = await trx.selectFrom('catalogue_courses').select(['id', 'title']).execute();
  const idByTitle = new Map(existing.map((row) => [row.title.toLowerCase(), row.id]));
  for (const course of courses) {
    const id = idByTitle.get(course.title.toLowerCase());
    if (id) await trx.updateTable('catalogue_courses').set(catalogueColumns(course)).where('id', '=', id).execute();
    else await trx.insertInto('catalogue_courses').values({ ...catalogueColumns(course), id: newId(), title: course.title }).execute();
  }
}

/** Loads the library unless it was loaded before; answers whether this call loaded it. */
export async function seedStarterLibrary(db: Db, library: StarterLibrary): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('seed_markers')
      .values({ name: MARKER, applied_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await seedCourses(trx, library.courses);
    await insertCaseFlashes(trx, null, library.caseFlashes);
    await insertQuestions(trx, null, library.questions);
    await insertBooks(trx, library.books);
    return true;
  });
}

/**
 * At start-up: reads the files and loads them, only while the installation has never been
 * seeded (a restart does not read the files at all).
 */
export async function seedLibraryOnce(db: Db, dir: string): Promise<boolean> {
  const marker = await db.selectFrom('seed_markers').select('name').where('name', '=', MARKER).executeTakeFirst();
  if (marker) return false;
  return seedStarterLibrary(db, await readStarterLibrary(dir));
}
