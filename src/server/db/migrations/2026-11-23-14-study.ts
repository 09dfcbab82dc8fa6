import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('study_sets')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('course', 'text')
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('private'))
    .addColumn('cards_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('study_sets_owner_idx').on('study_sets').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('study_sets_visibility_idx').on('study_sets').columns(['visibility', 'id']).execute();

  await db.schema
    .createTable('flash_cards')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('study_set_id', id, (col) => col.notNull().references('study_sets.id').onDelete('cascade'))
    .addColumn('front', 'text', (col) => col.notNull())
    .addColumn('back', 'text', (col) => col.notNull())
    .addColumn('position', 'double precision', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('flash_cards_set_idx').on('flash_cards').columns(['study_set_id', 'position', 'id']).execute();

  // One learner's FSRS state of one card (ts-fsrs Card); no row means never reviewed, due now.
  // study_set_id is the card's, copied so "due per set for me" is one range of one index.
  // The key leads with the card so a card's deletion finds its states by it too.
  await db.schema
    .createTable('card_reviews_state')
    .addColumn('flash_card_id', id, (col) => col.notNull().references('flash_cards.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('study_set_id', id, (col) => col.notNull())
    .addColumn('due', 'text', (col) => col.notNull())
    .addColumn('stability', 'double precision', (col) => col.notNull())
    .addColumn('difficulty', 'double precision', (col) => col.notNull())
    .addColumn('elapsed_days', 'integer', (col) => col.notNull())
    .addColumn('scheduled_days', 'integer', (col) => col.notNull())
    .addColumn('learning_steps', 'integer', (col) => col.notNull())
    .addColumn('reps', 'integer', (col) => col.notNull())
    .addColumn('lapses', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('last_review', 'text')
    .addPrimaryKeyConstraint('card_reviews_state_pk', ['flash_card_id', 'user_id'])
    .execute();
  await db.schema.createIndex('card_reviews_state_due_idx').on('card_reviews_state').columns(['user_id', 'study_set_id', 'due']).execute();

  // A user's study list: a row for each set they own (made with the set) and each public set
  // they have reviewed a card of. reviewed_count is how many of its cards they have a state
  // for, so the ones never reviewed are cards_count minus it, without looking at them.
  await db.schema
    .createTable('study_set_learners')
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('study_set_id', id, (col) => col.notNull().references('study_sets.id').onDelete('cascade'))
    .addColumn('reviewed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_set_learners_pk', ['user_id', 'study_set_id'])
    .execute();
  await db.schema.createIndex('study_set_learners_set_idx').on('study_set_learners').column('study_set_id').execute();

  await db.schema
    .createTable('review_log')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flash_card_id', id, (col) => col.notNull().references('flash_cards.id').onDelete('cascade'))
    .addColumn('review_id', 'text')
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('elapsed_days', 'integer', (col) => col.notNull())
    .addColumn('scheduled_days', 'integer', (col) => col.notNull())
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Unique per learner; reviews sent without a reviewId (null) never collide.
  await db.schema.createIndex('review_log_review_id_idx').on('review_log').columns(['user_id', 'review_id']).unique().execute();
  await db.schema.createIndex('review_log_card_idx').on('review_log').columns(['flash_card_id', 'user_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['review_log', 'study_set_learners', 'card_reviews_state', 'flash_cards', 'study_sets']) {
    await db.schema.dropTable(table).execute();
  }
}
