import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));
  // Fractional-indexing keys order byte-wise, as ids do; a locale collation would misorder them.
  const rank = id;

  await db.schema
    .createTable('task_boards')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('task_columns')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('task_boards.user_id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('rank', rank, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('task_columns_owner_rank_idx').on('task_columns').columns(['owner_id', 'rank', 'id']).execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('column_id', id, (col) => col.notNull().references('task_columns.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rank', rank, (col) => col.notNull())
    .addColumn('due_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_column_rank_idx').on('tasks').columns(['column_id', 'rank', 'id']).execute();

  await db.schema
    .createTable('course_outlines')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('course', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('topics', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('course_outlines_owner_idx').on('course_outlines').columns(['owner_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['course_outlines', 'tasks', 'task_columns', 'task_boards']) await db.schema.dropTable(table).execute();
}
