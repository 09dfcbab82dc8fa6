/*
 * The server makes an image's thumbnail a moment after it answers the upload (thumbnailUrl null
 * until then): the folder is asked for again, less and less often, until the thumbnail is there
 * or a minute has passed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THUMBNAIL_WAIT_MS, thumbnailRefetchInterval } from '../../../src/client/features/files/api/get-folder-files.ts';
import { resetUploads } from '../../../src/client/features/files/lib/upload-queue.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { FileItem } from '../../../src/contract/files.ts';
import { buildMe } from '../../mocks/db.ts';
import { filesDb, seedFile, seedFolder } from '../../mocks/files-handlers.ts';
import { server } from '../../mocks/server.ts';
import { renderApp } from '../support/render-app.tsx';
import { openLandLawFolder } from './support/land-law-folder.ts';

let listings = 0;

beforeEach(() => {
  listings = 0;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.includes(endpoints.folders.files.path.replace(':folderId', ''))) listings += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  resetUploads();
  vi.useRealTimers();
});

const png = (name: string) => new File([new Uint8Array(512).fill(7)], name, { type: 'image/png' });

/** One second on the clock, then until the folder's files are no longer being fetched. */
async function tick(app: { queryClient: { isFetching: () => number } }) {
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
}

describe('an image’s thumbnail', () => {
  it('shows once the server has made it, without opening the folder again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), [png('Whiteboard.png')]);

    const files = await screen.findByRole('list', { name: 'Files in Land Law' });
    const preview = await within(files).findByRole('button', { name: 'Preview Whiteboard.png' });
    // The upload's answer: no thumbnail yet, the kind icon meanwhile.
    expect(within(preview).getByRole('img', { name: 'Image' })).not.toHaveAttribute('src');
    const [uploaded] = filesDb.files;
    expect(uploaded?.item.thumbnailUrl).toBeNull();

    await tick(app);
    await waitFor(() => expect(within(files).getByRole('img', { name: 'Image' })).toHaveAttribute('src', `/api/v1/files/${uploaded?.item.id}/thumbnail`));
  });

  it('is asked for less and less often, and no more once the image is a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const me = buildMe();
    const folder = seedFolder(me.id, 'Land Law');
    // A thumbnail that never comes (the server could not make one).
    seedFile(me.id, folder.id, { name: 'Damaged.png', mimeType: 'image/png' });
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    await screen.findByRole('button', { name: 'Preview Damaged.png' });
    expect(listings).toBe(1);

    for (let second = 0; second < 10; second += 1) await tick(app);
    // At 1, 2, 4 and 8 seconds.
    expect(listings).toBe(5);
    for (let second = 10; second < 70; second += 1) await tick(app);
    const inTheFirstMinute = listings;
    expect(inTheFirstMinute).toBeLessThanOrEqual(11);
    for (let second = 70; second < 130; second += 1) await tick(app);
    expect(listings).toBe(inTheFirstMinute);
  });
});

describe('when to ask again', () => {
  const now = Date.parse('2026-03-02T10:00:00.000Z');
  const file = (fields: Partial<FileItem>): FileItem => ({
    id: 'file-1',
    folderId: 'folder-1',
    name: 'board.png',
    sizeBytes: 1024,
    mimeType: 'image/png',
    kind: 'image',
    url: '/api/v1/files/file-1/content',
    thumbnailUrl: null,
    createdAt: new Date(now).toISOString(),
    ...fields,
  });
  const aged = (ms: number) => new Date(now - ms).toISOString();

  it('waits about as long as the youngest image without a thumbnail is old, from 1 to 10 seconds', () => {
    expect(thumbnailRefetchInterval([file({})], now)).toBe(1_000);
    expect(thumbnailRefetchInterval([file({ createdAt: aged(4_000) })], now)).toBe(4_000);
    expect(thumbnailRefetchInterval([file({ createdAt: aged(40_000) }), file({ createdAt: aged(3_000) })], now)).toBe(3_000);
    expect(thumbnailRefetchInterval([file({ createdAt: aged(40_000) })], now)).toBe(10_000);
    // A server clock a little ahead of this one.
    expect(thumbnailRefetchInterval([file({ createdAt: aged(-2_000) })], now)).toBe(2_000);
  });

  it('does not ask once every image has its thumbnail, is not an image, or is a minute old', () => {
    expect(thumbnailRefetchInterval(undefined, now)).toBe(false);
    expect(thumbnailRefetchInterval([file({ thumbnailUrl: '/api/v1/files/file-1/thumbnail' })], now)).toBe(false);
    expect(thumbnailRefetchInterval([file({ name: 'brief.pdf', kind: 'pdf', mimeType: 'application/pdf' })], now)).toBe(false);
    expect(thumbnailRefetchInterval([file({ createdAt: aged(THUMBNAIL_WAIT_MS) })], now)).toBe(false);
  });
});
