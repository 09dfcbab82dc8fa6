/*
 * What the mixed workload's students need beyond posts: each follows `follows` others, and
 * each has one conversation (with the next student) holding a few messages.
 */
import { sql } from 'kysely';
import { v7 } from 'uuid';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/dialect.ts';
import type { ConversationParticipantsTable, ConversationsTable, MessagesTable } from '../../src/server/db/schema.ts';

const BATCH = 500;
const MESSAGES_PER_CONVERSATION = 6;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += BATCH) await insert(rows.slice(offset, offset + BATCH));
}

/** For each student, the id of their conversation with the next one (the last pairs with the first). */
export async function seedSocial(db: Db, studentIds: string[], follows: number): Promise<{ conversationOf: Map<string, string> }> {
  const at = new Date().toISOString();
  const conversationOf = new Map<string, string>();
  const followRows = studentIds.flatMap((follower, i) =>
    Array.from({ length: follows }, (_, k) => ({ follower_id: follower, following_id: studentIds[(i + 1 + k * 7) % studentIds.length] ?? '', created_at: at })),
  );
  const conversations: Insertable<ConversationsTable>[] = [];
  const participants: Insertable<ConversationParticipantsTable>[] = [];
  const messages: Insertable<MessagesTable>[] = [];
  // Pairs (0,1), (2,3), …: every student in exactly one conversation.
  for (let i = 0; i + 1 < studentIds.length; i += 2) {
    const a = studentIds[i] ?? '';
    const b = studentIds[i + 1] ?? '';
    const id = v7();
    const [low, high] = a < b ? [a, b] : [b, a];
    conversations.push({ id, user_low_id: low, user_high_id: high, created_at: at, updated_at: at });
    participants.push({ conversation_id: id, user_id: a, updated_at: at }, { conversation_id: id, user_id: b, updated_at: at });
    for (let m = 0; m < MESSAGES_PER_CONVERSATION; m += 1) {
      messages.push({ id: v7(), conversation_id: id, sender_id: m % 2 ? b : a, body: `Are you ready for the moot? (${m})`, created_at: at });
    }
    conversationOf.set(a, id);
    conversationOf.set(b, id);
  }
  await db.transaction().execute(async (trx) => {
    await inBatches(followRows, (rows) => trx.insertInto('follows').values(rows).execute());
    await inBatches(conversations, (rows) => trx.insertInto('conversations').values(rows).execute());
    await inBatches(participants, (rows) => trx.insertInto('conversation_participants').values(rows).execute());
    await inBatches(messages, (rows) => trx.insertInto('messages').values(rows).execute());
  });
  await sql`analyze`.execute(db).catch(() => undefined);
  return { conversationOf };
}
