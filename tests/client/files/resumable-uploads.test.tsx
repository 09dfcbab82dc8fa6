import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RESUMABLE_UPLOAD_PATH } from '../../../src/contract/files.ts';
import { resetUploads } from '../../../src/client/features/files/lib/upload-queue.ts';
import { filesDb } from '../../mocks/files-handlers.ts';
import { server } from '../../mocks/server.ts';
import { uploadsDb } from '../../mocks/uploads-handlers.ts';
import { deferred } from '../support/deferred.ts';
import { renderApp } from '../support/render-app.tsx';
import { openLandLawFolder, uploadRow } from './support/land-law-folder.ts';

const MiB = 1024 * 1024;
const SIZE = 6 * MiB + 1;

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  online = true;
  resetUploads();
  localStorage.clear();
});

// A fixed lastModified: the same file chosen again after a reload has the same fingerprint.
const bigPdf = () => new File([new Uint8Array(SIZE).fill(37)], 'Recorded lecture.pdf', { type: 'application/pdf', lastModified: 1_790_000_000_000 });
const storedUploads = () => Object.keys(localStorage).filter((key) => key.startsWith('tus::'));



/** Holds the upload's `nth` PATCH (from 1) until the test lets it go; earlier and later ones pass. */
function holdPatch(nth: number, answer: () => Promise<Response | undefined>) {
  let count = 0;
  server.use(
    http.patch(`${RESUMABLE_UPLOAD_PATH}/:id`, () => {
      count += 1;
      return count === nth ? answer() : undefined;
    }),
  );
}

/** The browser goes offline as the upload's second chunk goes out, which then fails. */
function goOfflineAtSecondChunk() {
  holdPatch(2, async () => {
    online = false;
    return HttpResponse.error();
  });
}

/** Starts an upload whose second chunk finds the browser offline, then "reloads" the page on its folder. */
async function reloadMidUpload() {
  goOfflineAtSecondChunk();
  const first = await openLandLawFolder();
  await first.app.user.upload(screen.getByLabelText('Choose files'), bigPdf());
  expect(await within(await uploadRow('Recorded lecture.pdf')).findByText(/Waiting for the connection/)).toBeInTheDocument();

  // What was under way in the page is gone; what tus stored stays.
  first.app.unmount();
  resetUploads();
  online = true;
  return renderApp(`/files/${first.folder.id}`, { signedInAs: first.me });
}

describe('files over 5 MB', () => {
  it('go through tus in chunks, and the finished file joins the folder', async () => {
    const { app, folder } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), bigPdf());

    const row = await uploadRow('Recorded lecture.pdf');
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    const [finished] = uploadsDb.finished;
    expect(finished).toMatchObject({ folderId: folder.id, filename: 'Recorded lecture.pdf', length: SIZE });
    expect(finished?.patches).toEqual([2 * MiB, 2 * MiB, 2 * MiB, 1]);
    const list = await screen.findByRole('list', { name: 'Files in Land Law' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 file · 6.00 MB')).toBeInTheDocument();
    expect(storedUploads()).toEqual([]);
  });

  it('carry on from what the server has once the connection is back', async () => {
    goOfflineAtSecondChunk();
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), bigPdf());
    const row = await uploadRow('Recorded lecture.pdf');
    expect(await within(row).findByText('Waiting for the connection · 33% sent')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    expect(uploadsDb.finished.map((upload) => upload.patches)).toEqual([[2 * MiB, 2 * MiB, 2 * MiB, 1]]);
    expect(filesDb.files).toHaveLength(1);
  });

  it('are offered again after a reload, and resume when the same file is chosen', async () => {
    const app = await reloadMidUpload();
    const row = await uploadRow('Recorded lecture.pdf');
    expect(within(row).getByText('Not finished: choose the file again to resume.')).toBeInTheDocument();

    await app.user.upload(within(row).getByLabelText('Choose Recorded lecture.pdf again to resume'), new File(['x'], 'other.pdf', { type: 'application/pdf' }));
    expect(within(row).getByText('Choose "Recorded lecture.pdf" (6.00 MB) to resume this upload.')).toBeInTheDocument();

    await app.user.upload(within(row).getByLabelText('Choose Recorded lecture.pdf again to resume'), bigPdf());
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    // One upload, each byte sent once: it went on from the server's offset.
    expect(uploadsDb.nextId).toBe(2);
    expect(uploadsDb.finished.map((upload) => upload.patches)).toEqual([[2 * MiB, 2 * MiB, 2 * MiB, 1]]);
    expect(within(await screen.findByRole('list', { name: 'Files in Land Law' })).getAllByRole('listitem')).toHaveLength(1);
    expect(storedUploads()).toEqual([]);
  });

  it('are ended on the server when cancelled', async () => {
    const held = deferred();
    holdPatch(2, async () => {
      held.resolve();
      await new Promise(() => undefined);
      return undefined;
    });
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), bigPdf());
    const row = await uploadRow('Recorded lecture.pdf');
    await held.promise;
    expect(uploadsDb.uploads).toHaveLength(1);

    await app.user.click(within(row).getByRole('button', { name: 'Cancel upload of Recorded lecture.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await waitFor(() => expect(uploadsDb.uploads).toHaveLength(0));
    await waitFor(() => expect(storedUploads()).toEqual([]));
    expect(filesDb.files).toHaveLength(0);
  });

  it('left unfinished can be discarded: the server and this browser forget them', async () => {
    const app = await reloadMidUpload();
    const row = await uploadRow('Recorded lecture.pdf');
    expect(uploadsDb.uploads).toHaveLength(1);

    await app.user.click(within(row).getByRole('button', { name: 'Discard upload of Recorded lecture.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    await waitFor(() => expect(uploadsDb.uploads).toHaveLength(0));
    await waitFor(() => expect(storedUploads()).toEqual([]));
  });
});
