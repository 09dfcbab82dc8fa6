/*
 * The files area's work off the request path: thumbnails, and the hourly sweep of orphaned
 * bytes, old staging files and expired resumable uploads (first run at start). Decorated on
 * the root instance so the tests can wait for it instead of sleeping.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesWithoutThumbnails } from './file-repository.ts';
import { sweepOrphans, sweepStaging } from './sweep.ts';
import { THUMBNAIL_SOURCE_TYPES, ThumbnailQueue } from './thumbnails.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const THUMBNAILS_RESUMED_AT_START = 1000;

type Sweep = (now: number) => Promise<unknown>;

export type FileJobs = {
  /** Where uploads stream to before they are checked (local disk, whatever the storage). */
  stagingDir: string;
  thumbnails: ThumbnailQueue;
  /** Also run by the hourly sweep. */
  addSweep(sweep: Sweep): void;
  /** One sweep now; `now` lets a test pretend time has passed. Answers the orphans removed. */
  sweep(now?: number): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    fileJobs: FileJobs;
  }
}

async function fileJobsPlugin(app: FastifyInstance) {
  const stagingDir = join(app.config.dataDir, 'uploads-staging');
  const thumbnails = new ThumbnailQueue({ db: app.db, storage: app.storage, log: app.log });
  const sweeps: Sweep[] = [(now) => sweepStaging(stagingDir, now)];
  let running: Promise<unknown> = Promise.resolve();

  const sweep = async (now = Date.now()) => {
    const removed = await sweepOrphans(app.db, app.storage, now);
    // One failing step (a store without some S3 call, a full disk) does not stop the others.
    for (const extra of sweeps) await extra(now).catch((err: unknown) => app.log.error({ err }, 'file sweep step failed'));
    return removed;
  };
  const sweepInBackground = () => {
    running = sweep().catch((err: unknown) => app.log.error({ err }, 'file sweep failed'));
  };

  app.decorate('fileJobs', { stagingDir, thumbnails, addSweep: (extra: Sweep) => void sweeps.push(extra), sweep });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweepInBackground();
    timer = setInterval(sweepInBackground, SWEEP_EVERY_MS).unref();
    // Thumbnails a stop cut short.
    const waiting = await filesWithoutThumbnails(app.db, THUMBNAIL_SOURCE_TYPES, THUMBNAILS_RESUMED_AT_START);
    for (const id of waiting) thumbnails.enqueue(id);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await thumbnails.stop();
    await running;
  });
}

export default fp(fileJobsPlugin, { name: 'file-jobs', dependencies: ['config', 'db', 'storage'] });
