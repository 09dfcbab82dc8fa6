/* The mocked app's file content and thumbnails (QA clicks a file): the owner's bytes, a stand-in for seeded files, 404 for anyone else. */
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { addAccount, buildMe, db } from '../../mocks/db.ts';
import { filesDb, seedFile, seedFolder } from '../../mocks/files-handlers.ts';

const fetchPath = (path: string) => fetch(new URL(path, window.location.origin));

describe('file content in the mocks', () => {
  it('serves an uploaded file’s own bytes and an image’s thumbnail to its owner', async () => {
    const me = addAccount(buildMe()).me;
    db.sessionUserId = me.id;
    const folder = seedFolder(me.id, 'Evidence');
    // Node's Blob, as the mock receives an upload's file from request.formData().
    const photo = new NodeBlob(['png bytes'], { type: 'image/png' }) as unknown as Blob;
    const item = seedFile(me.id, folder.id, { name: 'board.png', mimeType: 'image/png', content: photo });
    expect(item.thumbnailUrl).toBe(`/api/v1/files/${item.id}/thumbnail`);

    const content = await fetchPath(item.url);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(await content.text()).toBe('png bytes');
    expect(await (await fetchPath(item.thumbnailUrl ?? '')).text()).toBe('png bytes');
  });

  it('gives a seeded file a stand-in, and another student a 404', async () => {
    const owner = addAccount(buildMe()).me;
    const folder = seedFolder(owner.id, 'Torts');
    const pdf = seedFile(owner.id, folder.id, { name: 'negligence.pdf', mimeType: 'application/pdf' });
    const picture = seedFile(owner.id, folder.id, { name: 'diagram.png', mimeType: 'image/png', thumbnail: true });
    db.sessionUserId = owner.id;
    expect(await (await fetchPath(pdf.url)).text()).toContain('negligence.pdf');
    const thumbnail = await fetchPath(picture.thumbnailUrl ?? '');
    expect(thumbnail.headers.get('content-type')).toBe('image/svg+xml');
    expect(await thumbnail.text()).toContain('diagram.png');
    expect((await fetchPath(`/api/v1/files/${pdf.id}/thumbnail`)).status).toBe(404);

    db.sessionUserId = addAccount(buildMe()).me.id;
    expect((await fetchPath(pdf.url)).status).toBe(404);
    expect(filesDb.files).toHaveLength(2);
  });
});
