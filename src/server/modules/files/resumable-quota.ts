/*
 * What unfinished resumable uploads hold against their owner, who could otherwise park any
 * number of them for a day. An upload's id starts with a prefix made from its owner's id, so
 * the store itself (shared by every instance) lists one user's uploads. A new one is admitted
 * while the user has fewer than MAX_OPEN_UPLOADS open and its declared size fits the quota
 * beside their files and the declared sizes of the others. Creations under way here count
 * until the store holds them, so a burst of them cannot all fit in the same room.
 */
import { randomBytes } from 'node:crypto';
import type { Upload } from '@tus/utils';
import { conflict } from '../../lib/http-error.ts';
import { sha256 } from '../../lib/ids.ts';
import { quotaExceeded } from './file-repository.ts';
import { RESUMABLE_EXPIRY_MS, type ResumableStore } from './resumable-store.ts';

export const MAX_OPEN_UPLOADS = 10;

const tooManyOpen = () =>
  conflict('CONFLICT', `You have ${MAX_OPEN_UPLOADS} unfinished uploads. Finish or cancel one of them before starting another.`);

// Hex, as the ids tus makes: 128 bits of the owner, 96 of chance.
const ownerPrefix = (userId: string) => sha256(userId).slice(0, 32);

export const newUploadId = (userId: string) => `${ownerPrefix(userId)}${randomBytes(12).toString('hex')}`;

/** Gone at the next sweep; tus refuses it already. */
const expired = (upload: Upload, now: number) => upload.creation_date !== undefined && Date.parse(upload.creation_date) + RESUMABLE_EXPIRY_MS <= now;

type Limits = { quotaBytes: number; usedBytes: (userId: string) => Promise<number> };

export function resumableQuota(store: ResumableStore, limits: Limits) {
  const creating = new Map<string, { userId: string; size: number }>();
  return {
    /** 409 CONFLICT past MAX_OPEN_UPLOADS, 413 QUOTA_EXCEEDED past the quota; call `created` once it is stored or refused. */
    async admit(userId: string, uploadId: string, size: number): Promise<void> {
      creating.set(uploadId, { userId, size });
      try {
        const [stored, used] = await Promise.all([store.uploadsNamed(ownerPrefix(userId)), limits.usedBytes(userId)]);
        const now = Date.now();
        const open = new Map<string, number>();
        for (const upload of stored) if (!expired(upload, now)) open.set(upload.id, upload.size ?? 0);
        for (const [id, upload] of creating) if (upload.userId === userId) open.set(id, upload.size);
        if (open.size > MAX_OPEN_UPLOADS) throw tooManyOpen();
        let declared = 0;
        for (const bytes of open.values()) declared += bytes;
        if (used + declared > limits.quotaBytes) throw quotaExceeded();
      } catch (error) {
        creating.delete(uploadId);
        throw error;
      }
    },
    created(uploadId: string): void {
      creating.delete(uploadId);
    },
  };
}
