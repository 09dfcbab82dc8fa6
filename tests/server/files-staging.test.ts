/* Staging an upload: whose fault a stream that fails part-way is. */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/lib/http-error.ts';
import { declaredTypeOf } from '../../src/server/modules/files/file-types.ts';
import { stageUpload } from '../../src/server/modules/files/staging.ts';

/** Some text, then a failure without a system code, as busboy's cut or a storage SDK's timeout gives. */
function failingPartWay(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return this.destroy(new Error('the source failed'));
      sent = true;
      this.push('Offer and acceptance');
    },
  });
}

describe('a source that fails part-way', () => {
  const dir = mkdtempSync(join(tmpdir(), 'staging-'));
  const options = { dir, name: 'notes.txt', declared: declaredTypeOf('notes.txt'), maxBytes: 1024 };

  it('is the client’s cut, a 400, when it is the request’s own body', async () => {
    const refused = await stageUpload(failingPartWay(), { ...options, sentByClient: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, message: 'The upload ended before the whole file arrived.' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stays the server’s fault when it is a stored upload being read back', async () => {
    const failed = await stageUpload(failingPartWay(), options).catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ message: 'the source failed' });
    expect(readdirSync(dir)).toEqual([]);
  });
});
