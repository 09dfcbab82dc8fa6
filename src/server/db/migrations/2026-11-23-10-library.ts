/*
 * The law library: question bank, practice, case flashes, books and the course catalogue.
 * The catalogue grows out of `topics`: renamed in place, so the rows groups already point at
 * keep their ids and the groups' foreign key follows the table on both databases.
 */
import { sql, type Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema.alterTable('topics').renameTo('catalogue_courses').execute();
  await db.schema.alterTable('catalogue_courses').renameColumn('name', 'title').execute();
  // The starter library names two of the old topics as Ghanaian syllabuses do; ids (and groups' links) stay.
  for (const [before, after] of [
    ['Contract Law', 'Law of Contract'],
    ['Evidence', 'Law of Evidence'],
  ]) {
    await db.updateTable('catalogue_courses').set({ title: after }).where('title', '=', before).execute();
  }
  await db.schema.alterTable('catalogue_courses').dropColumn('position').execute();
  await db.schema.alterTable('catalogue_courses').addColumn('code', 'text', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('catalogue_courses').addColumn('description', 'text', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('catalogue_courses').addColumn('level', 'text', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('catalogue_courses').addColumn('credits', 'integer').execute();
  await db.schema.alterTable('catalogue_courses').addColumn('topics', 'text', (col) => col.notNull().defaultTo('[]')).execute();
  await db.schema.createIndex('catalogue_courses_title_idx').on('catalogue_courses').expression(sql`lower(title)`).unique().execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('year', 'integer')
    .addColumn('institution_id', 'integer')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('answer_index', 'integer')
    .addColumn('model_answer', 'text')
    .addColumn('explanation', 'text')
    .addColumn('created_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Two filters over a large bank read one index range in id order (see the repository).
  await db.schema.createIndex('questions_course_topic_idx').on('questions').expression(sql`lower(course), lower(topic), id`).execute();
  await db.schema.createIndex('questions_course_year_idx').on('questions').expression(sql`lower(course), year, id`).execute();
  await db.schema.createIndex('questions_type_idx').on('questions').columns(['type', 'id']).execute();
  await db.schema.createIndex('questions_creator_idx').on('questions').column('created_by').execute();

  // What the bank holds, counted: kind 'course' (value ''), 'topic' or 'year' within a course.
  await db.schema
    .createTable('question_facets')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_facets_pk', ['kind', 'course', 'value'])
    .execute();

  await db.schema
    .createTable('practices')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('time_limit_minutes', 'integer')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('practices_user_idx').on('practices').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('practice_questions')
    .addColumn('practice_id', id, (col) => col.notNull().references('practices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_id', id, (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('answer_index', 'integer')
    .addColumn('answer_text', 'text')
    .addColumn('correct', 'integer')
    .addColumn('answered_at', 'text')
    .addPrimaryKeyConstraint('practice_questions_pk', ['practice_id', 'position'])
    .addUniqueConstraint('practice_questions_question_key', ['practice_id', 'question_id'])
    .execute();
  await db.schema.createIndex('practice_questions_question_idx').on('practice_questions').column('question_id').execute();

  // Each learner's latest graded answer to a question: "missed" while it is wrong.
  await db.schema
    .createTable('question_attempts')
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', id, (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('answered_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_attempts_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema.createIndex('question_attempts_question_idx').on('question_attempts').column('question_id').execute();

  await db.schema
    .createTable('case_flashes')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('citation', 'text')
    .addColumn('court', 'text')
    .addColumn('year', 'integer')
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('facts', 'text', (col) => col.notNull())
    .addColumn('issue', 'text', (col) => col.notNull())
    .addColumn('holding', 'text', (col) => col.notNull())
    .addColumn('ratio', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_flashes_course_idx').on('case_flashes').expression(sql`lower(course), id`).execute();
  await db.schema.createIndex('case_flashes_creator_idx').on('case_flashes').column('created_by').execute();

  await db.schema
    .createTable('books')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('course', 'text', (col) => col.notNull())
    .addColumn('cover_url', 'text')
    .addColumn('file_url', 'text')
    .addColumn('published_year', 'integer')
    .execute();
  await db.schema.createIndex('books_title_idx').on('books').columns(['title', 'id']).execute();
  await db.schema.createIndex('books_course_idx').on('books').expression(sql`lower(course), title, id`).execute();

  // One row per data set seeded once: its insert is what makes seeding happen only once.
  await db.schema
    .createTable('seed_markers')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['seed_markers', 'books', 'case_flashes', 'question_attempts', 'practice_questions', 'practices', 'question_facets', 'questions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('catalogue_courses_title_idx').execute();
  for (const column of ['topics', 'credits', 'level', 'description', 'code']) {
    await db.schema.alterTable('catalogue_courses').dropColumn(column).execute();
  }
  await db.schema.alterTable('catalogue_courses').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('catalogue_courses').renameColumn('title', 'name').execute();
  await db.schema.alterTable('catalogue_courses').renameTo('topics').execute();
}
