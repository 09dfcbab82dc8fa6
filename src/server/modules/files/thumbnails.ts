/*
 * Image thumbnails (WebP, at most 320 px wide), made after the upload has been answered: one
 * at a time, in the background, so a burst of uploads never competes with requests for more
 * than one core. `thumbnailUrl` stays null until the thumbnail is stored, and for good when
 * the image has more pixels than we decode.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import type { Storage } from '../../lib/storage.ts';
import { IMAGE_MIME_TYPES } from '../../lib/uploads.ts';
import { fileById, setThumbnail } from './file-repository.ts';
import { hasTooManyPixels, uploadedImage } from './image-input.ts';

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_KEY_PREFIX = 'thumb-';
/** The image types that get a thumbnail: all that may be uploaded. */
export const THUMBNAIL_SOURCE_TYPES = IMAGE_MIME_TYPES;

export const getsThumbnail = (mimeType: string) => THUMBNAIL_SOURCE_TYPES.includes(mimeType);

type Deps = { db: Db; storage: Storage; log: FastifyBaseLogger };

async function makeThumbnail({ db, storage }: Deps, fileId: string): Promise<void> {
  const file = await fileById(db, fileId);
  if (!file || file.thumbnail_key) return;
  const source = await storage.get(file.storage_key);
  if (!source) return;
  // sharp decodes the whole image anyway, and one runs at a time: reading it whole costs no more.
  const image = Buffer.concat((await source.toArray()) as Buffer[]);
  if (await hasTooManyPixels(image)) return;
  const thumbnail = await uploadedImage(image)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  const key = `${THUMBNAIL_KEY_PREFIX}${file.id}.webp`;
  await storage.put(key, thumbnail);
  // The file may have been deleted while this ran; then its thumbnail goes too.
  if (!(await setThumbnail(db, file.id, key))) await storage.remove(key);
}

export class ThumbnailQueue {
  private readonly pending: string[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  /** Queues a thumbnail for an image file (see getsThumbnail). */
  enqueue(fileId: string): void {
    if (this.stopped) return;
    this.pending.push(fileId);
    this.running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Resolves once every queued thumbnail is made (or has failed). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more work and waits for the thumbnail in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let fileId = this.pending.shift(); fileId; fileId = this.pending.shift()) {
      await makeThumbnail(this.deps, fileId).catch((err: unknown) => this.deps.log.warn({ err, fileId }, 'thumbnail failed'));
    }
    this.running = undefined;
  }
}
