import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseKind, type Db } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ChangeStamp } from '../db/read-cache.ts';
import { seedLibraryOnce } from '../db/seed-library.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    /** For ReadCache; undefined on PostgreSQL. */
    dbChangeStamp: ChangeStamp;
  }
}

async function dbPlugin(app: FastifyInstance) {
  const { db, kind, changeStamp } = openDatabase({
    sqliteFile: join(app.config.dataDir, 'campus.db'),
    postgresUrl: app.config.databaseUrl,
    onPoolError: (err) => app.log.warn({ err }, 'database connection lost'),
  });
  await migrateToLatest(db);
  if (app.config.seedLibrary && (await seedLibraryOnce(db, app.config.seedDataDir))) app.log.info('starter library loaded');
  app.decorate('db', db);
  app.decorate('dbKind', kind);
  app.decorate('dbChangeStamp', changeStamp);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
