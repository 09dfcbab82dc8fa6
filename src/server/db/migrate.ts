import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './dialect.ts';
import * as accounts from './migrations/2026-11-22-01-accounts.ts';
import * as posts from './migrations/2026-11-22-02-posts.ts';
import * as notes from './migrations/2026-11-22-03-notes.ts';
import * as messaging from './migrations/2026-11-22-04-messaging.ts';
import * as groups from './migrations/2026-11-22-05-groups.ts';
import * as serverSecrets from './migrations/2026-11-23-06-server-secrets.ts';
import * as planner from './migrations/2026-11-23-09-planner.ts';
import * as library from './migrations/2026-11-23-10-library.ts';
import * as idempotency from './migrations/2026-11-23-11-idempotency.ts';
import * as files from './migrations/2026-11-23-12-files.ts';
import * as search from './migrations/2026-11-23-13-search.ts';
import * as study from './migrations/2026-11-23-14-study.ts';
import * as safety from './migrations/2026-11-23-15-safety.ts';
import * as groupEdits from './migrations/2026-11-24-16-group-edits.ts';
import * as postCampus from './migrations/2026-11-24-17-post-campus.ts';
import * as conversationCleared from './migrations/2026-11-24-18-conversation-cleared.ts';
import * as inviteClaims from './migrations/2026-11-25-19-invite-claims.ts';

// Listed by hand so the bundle-free server and the tests see the same, ordered set.
const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-posts': posts,
  '2026-11-22-03-notes': notes,
  '2026-11-22-04-messaging': messaging,
  '2026-11-22-05-groups': groups,
  '2026-11-23-06-server-secrets': serverSecrets,
  '2026-11-23-09-planner': planner,
  '2026-11-23-10-library': library,
  '2026-11-23-11-idempotency': idempotency,
  '2026-11-23-12-files': files,
  '2026-11-23-13-search': search,
  '2026-11-23-14-study': study,
  '2026-11-23-15-safety': safety,
  '2026-11-24-16-group-edits': groupEdits,
  '2026-11-24-17-post-campus': postCampus,
  '2026-11-24-18-conversation-cleared': conversationCleared,
  '2026-11-25-19-invite-claims': inviteClaims,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
