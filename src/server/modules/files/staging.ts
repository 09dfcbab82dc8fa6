/*
 * An upload passes through a staging file on local disk before it is stored: it streams in
 * (never whole in memory), is counted, hashed and, for text, checked as UTF-8 on the way, and
 * is then sniffed from the file. Only a file that passes every check goes on to storage; any
 * other is deleted here, so a refused upload leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { readToEnd } from '../../lib/uploads.ts';
import { youngGarbageCounter } from '../../lib/young-garbage.ts';
import { checkContent, type DeclaredType } from './file-types.ts';

export type StagedFile = { path: string; name: string; declared: DeclaredType; sizeBytes: number; sha256: string };

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', `A file may be at most ${(maxBytes / 1024 / 1024).toFixed(0)} MiB.`);

/** Counts and hashes what passes; for text, also whether it is all UTF-8 without NUL. */
class Inspector extends Transform {
  size = 0;
  isUtf8Text = true;
  private readonly hash = createHash('sha256');
  private readonly countForGc = youngGarbageCounter();
  private readonly decoder: TextDecoder | undefined;

  constructor(checkText: boolean) {
    super();
    this.decoder = checkText ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.countForGc(chunk.length);
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.decoder && this.isUtf8Text) this.isUtf8Text = !chunk.includes(0) && this.decodes(chunk);
    done(null, chunk);
  }

  override _flush(done: () => void) {
    if (this.decoder && this.isUtf8Text) this.isUtf8Text = this.decodes();
    done();
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  private decodes(chunk?: Buffer): boolean {
    try {
      // Streaming decode: a character split across chunks is fine, one cut off at the end is not.
      if (chunk) this.decoder?.decode(chunk, { stream: true });
      else this.decoder?.decode();
      return true;
    } catch {
      return false;
    }
  }
}

type StageOptions = {
  dir: string;
  name: string;
  declared: DeclaredType;
  maxBytes: number;
  /** The source stopped at a size limit of its own (multipart's fileSize). */
  truncated?: () => boolean;
  /** The source is the request's own body (multipart), so its early end is the client's cut, a 400; a stored upload's failure stays the server's. */
  sentByClient?: boolean;
};

export async function stageUpload(source: Readable, { dir, name, declared, maxBytes, truncated, sentByClient = false }: StageOptions): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `stage-${randomBytes(12).toString('hex')}`);
  const inspector = new Inspector(declared.sniffed === null);
  try {
    const copy = () => pipeline(source, inspector, createWriteStream(path));
    await (sentByClient ? readToEnd(source, copy) : copy());
    if (truncated?.() || inspector.size > maxBytes) throw tooLarge(maxBytes);
    if (inspector.size === 0) throw invalidField('body.file', `The file "${name}" is empty.`);
    const sniffed = await fileTypeFromFile(path);
    checkContent(declared, { sniffedMime: sniffed?.mime, isUtf8Text: inspector.isUtf8Text });
    return { path, name, declared, sizeBytes: inspector.size, sha256: inspector.digest() };
  } catch (error) {
    await discardStaged(path);
    throw error;
  }
}

/** Removes a staging file; one already moved to storage is simply not there any more. */
export async function discardStaged(path: string): Promise<void> {
  await rm(path, { force: true });
}
