import { sql, type Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  // While suspended: no sign-in, no session, their content hidden. The partial index keeps
  // "who is suspended" one short range however many people there are.
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.createIndex('users_suspended_idx').on('users').column('id').where(sql.ref('suspended_at'), 'is not', null).execute();

  // Both directions are read: whom I blocked (the key) and who blocked me (the index).
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  // The audit history: who did what to which object, when and why. It outlives the
  // reports (a reporter's account may go) and the admin's account (admin_id then null).
  await db.schema
    .createTable('report_actions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('report_id', id)
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', id, (col) => col.notNull())
    .addColumn('admin_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('report_actions_target_idx').on('report_actions').columns(['target_type', 'target_id', 'id']).execute();

  // One row per reporter and object. subject_id is whom the report is about (the author,
  // the owner, the reported person), kept so a suspension still works after the content is
  // gone. A resolved report names the action that resolved it.
  await db.schema
    .createTable('reports')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('reporter_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', id, (col) => col.notNull())
    .addColumn('subject_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('resolution_id', id, (col) => col.references('report_actions.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  // One open report per reporter and object (both databases take a partial unique index);
  // once resolved, the same person may report the object again.
  await db.schema
    .createIndex('reports_open_once_idx')
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('reports_queue_idx').on('reports').columns(['status', 'target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('reports_resolution_idx').on('reports').columns(['resolution_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reports', 'report_actions', 'blocks']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('users_suspended_idx').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
