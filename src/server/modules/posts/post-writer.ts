/*
 * New posts that arrive together are written in one transaction: on SQLite the commit costs
 * more than the inserts it holds, so under load several posts share one. Each post's row
 * and tags still go in together, and each caller gets its own row or its own error.
 */
import { extractHashtags } from '../../../contract/hashtags.ts';
import type { Db } from '../../db/dialect.ts';
import type { PostRow, UserRow } from '../../db/schema.ts';
import { newStamp } from '../../lib/ids.ts';
import { tagRows } from './repository.ts';

// SQLite's limit of bound values in one statement (PostgreSQL's is twice that). A batch's
// two inserts together stay within it.
const MOST_BOUND_VALUES = 32_766;
const VALUES_PER_POST = 7;
const VALUES_PER_TAG = 2;

type Tag = { post_id: string; tag: string };
type Waiting = { row: PostRow; tags: Tag[]; resolve: (row: PostRow) => void; reject: (error: unknown) => void };

const boundValues = (item: Waiting) => VALUES_PER_POST + VALUES_PER_TAG * item.tags.length;

/** The waiting posts in order, cut into batches whose statements fit the limit. */
function batches(all: Waiting[]): Waiting[][] {
  const cut: Waiting[][] = [];
  let current: Waiting[] = [];
  let values = 0;
  for (const item of all) {
    if (current.length > 0 && values + boundValues(item) > MOST_BOUND_VALUES) {
      cut.push(current);
      current = [];
      values = 0;
    }
    current.push(item);
    values += boundValues(item);
  }
  if (current.length > 0) cut.push(current);
  return cut;
}

async function writeBatch(db: Db, batch: Waiting[]): Promise<void> {
  const tags = batch.flatMap((item) => item.tags);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('posts')
      .values(batch.map(({ row }) => ({ id: row.id, author_id: row.author_id, institution_id: row.institution_id, body: row.body, hashtags: row.hashtags, created_at: row.created_at, updated_at: row.updated_at })))
      .execute();
    if (tags.length > 0) await trx.insertInto('post_tags').values(tags).execute();
  });
}

export type PostWriter = (author: Pick<UserRow, 'id' | 'institution_id'>, body: string) => Promise<PostRow>;

/** Writes a post, with those that come in the same turn of the event loop; answers its row as stored. */
export function createPostWriter(db: Db): PostWriter {
  let waiting: Waiting[] = [];

  const flush = async () => {
    const all = waiting;
    waiting = [];
    for (const batch of batches(all)) {
      try {
        await writeBatch(db, batch);
        for (const item of batch) item.resolve(item.row);
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // One bad post (its author deleted meanwhile, say) must not fail the rest.
        else for (const item of batch) await writeBatch(db, [item]).then(() => item.resolve(item.row), item.reject);
      }
    }
  };

  return (author, body) =>
    new Promise<PostRow>((resolve, reject) => {
      const { id, at } = newStamp();
      const tags = extractHashtags(body);
      const row: PostRow = { id, author_id: author.id, institution_id: author.institution_id, body, hashtags: JSON.stringify(tags), likes_count: 0, comments_count: 0, share_count: 0, created_at: at, updated_at: at };
      // Requests read in the same turn join one batch; the next turn writes it.
      if (waiting.length === 0) setImmediate(() => void flush());
      waiting.push({ row, tags: tagRows(id, tags), resolve, reject });
    });
}
