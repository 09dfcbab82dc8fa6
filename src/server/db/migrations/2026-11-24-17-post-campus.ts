import { sql, type Kysely } from 'kysely';

// Frozen in time: untyped, it reads no table types of today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The author's campus, kept on the post so a campus page reads its own range of an index
  // instead of walking every newer post of other campuses. It follows the author when they
  // change campus (users/repository.ts).
  await db.schema.alterTable('posts').addColumn('institution_id', 'integer').execute();
  await sql`update posts set institution_id = (select users.institution_id from users where users.id = posts.author_id)`.execute(db);
  await db.schema.createIndex('posts_institution_idx').on('posts').columns(['institution_id', 'id']).execute();
}
