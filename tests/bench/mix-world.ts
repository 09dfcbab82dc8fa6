/* Sessions, follows and conversations for the mixed workload's students, in any database. */
import type { Db } from '../../src/server/db/dialect.ts';
import { createSession } from '../../src/server/modules/auth/sessions.ts';
import type { MixWorld, Student } from './mixed-load.ts';
import { seedSocial } from './seed-social.ts';

const FOLLOWS_EACH = 20;
const POST_SAMPLE_STRIDE = 20;

export async function buildMixWorld(db: Db, studentIds: string[]): Promise<MixWorld> {
  const { conversationOf } = await seedSocial(db, studentIds, FOLLOWS_EACH);
  const students: Student[] = [];
  for (const id of studentIds) students.push({ token: (await createSession(db, id)).token, conversationId: conversationOf.get(id) ?? '' });
  const posts = await db.selectFrom('posts').select('id').orderBy('id', 'asc').execute();
  const postIds = posts.filter((_, i) => i % POST_SAMPLE_STRIDE === 0).map((post) => post.id);
  return { students, postIds, hashtags: ['ContractLaw', 'Torts', 'Equity', 'Exams'] };
}
