import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { NOT_ALLOWED_MESSAGE, resetUploads } from '../../../src/client/features/files/lib/upload-queue.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { filesDb } from '../../mocks/files-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { openLandLawFolder, uploadRow } from './support/land-law-folder.ts';

afterEach(() => resetUploads());

const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });

const folderFiles = () => screen.findByRole('list', { name: 'Files in Land Law' });

describe('uploading into a folder', () => {
  it('shows each file uploading with its progress bar, then done and in the folder', async () => {
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.folders.upload, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), [pdf('Land registration.pdf', 1536), pdf('Easements.pdf', 1024)]);

    const first = await uploadRow('Land registration.pdf');
    // MSW reports a request's upload progress only as it answers.
    expect(within(first).getByRole('progressbar', { name: 'Upload of Land registration.pdf' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(first).getByText('0 Bytes of 1.50 KB · 0%')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel upload of Land registration.pdf' })).toBeInTheDocument();
    expect(await uploadRow('Easements.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files in Land Law' })).not.toBeInTheDocument();

    gate.resolve();
    await waitFor(() => expect(within(first).getByText('Uploaded')).toBeInTheDocument());
    expect(within(first).queryByRole('progressbar')).not.toBeInTheDocument();
    const files = await folderFiles();
    await waitFor(() => expect(within(files).getAllByRole('listitem')).toHaveLength(2));
    expect(within(files).getByRole('link', { name: 'Open Land registration.pdf in a new tab' })).toBeInTheDocument();
    expect(screen.getByText('2 files · 2.50 KB')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('cancels an upload under way: its request is aborted and the file never arrives', async () => {
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const received = deferred();
    server.use(
      mockEndpoint(endpoints.folders.upload, async () => {
        received.resolve();
        await new Promise(() => undefined);
      }),
    );
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), pdf('Draft.pdf'));
    const row = await uploadRow('Draft.pdf');
    await received.promise;

    await app.user.click(within(row).getByRole('button', { name: 'Cancel upload of Draft.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(abort).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No files in this folder yet.')).toBeInTheDocument();
    abort.mockRestore();
  });

  it('says why the server failed, and sends the file again on retry', async () => {
    server.use(mockEndpoint(endpoints.folders.upload, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'), { once: true }));
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), pdf('Case notes.pdf'));
    const row = await uploadRow('Case notes.pdf');
    expect(await within(row).findByText('Something went wrong on our side.')).toBeInTheDocument();

    await app.user.click(within(row).getByRole('button', { name: 'Retry upload of Case notes.pdf' }));
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    expect(within(await folderFiles()).getByRole('link', { name: 'Open Case notes.pdf in a new tab' })).toBeInTheDocument();
  });

  it.each([
    ['too many requests (429)', () => apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'), 'Too many requests. Try again in a minute.'],
    ['a cut connection', () => HttpResponse.error(), 'We could not reach the server. Check your connection and try again.'],
  ])('offers a retry after %s', async (_what, answer, reason) => {
    server.use(mockEndpoint(endpoints.folders.upload, answer, { once: true }));
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), pdf('Tenancy.pdf'));
    const row = await uploadRow('Tenancy.pdf');
    expect(await within(row).findByText(reason)).toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Retry upload of Tenancy.pdf' }));
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
  });

  it.each([
    ['its content does not match its type (415)', 'Fake.pdf', () => apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file type is not allowed, or the content does not match it.'), 'This file type is not allowed, or the content does not match it.'],
    ['it is too large (413)', 'Huge scan.pdf', () => apiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 25 MiB.'), 'The file is larger than 25 MiB.'],
    ['the request is refused (400)', 'Odd.pdf', () => apiError(400, 'VALIDATION_FAILED', 'body.file: Attach at least one file in the "file" field.'), 'body.file: Attach at least one file in the "file" field.'],
  ])('says why the server refused a file when %s, and offers no retry that could not succeed', async (_why, name, answer, reason) => {
    server.use(mockEndpoint(endpoints.folders.upload, answer));
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), pdf(name));
    const row = await uploadRow(name);
    expect(await within(row).findByText(reason)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    await app.user.click(within(row).getByRole('button', { name: `Dismiss ${name}` }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('stops listing a finished upload once its file is deleted from the folder', async () => {
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), [pdf('Old draft.pdf'), pdf('Final.pdf')]);
    expect(await within(await uploadRow('Old draft.pdf')).findByText('Uploaded')).toBeInTheDocument();
    expect(await within(await uploadRow('Final.pdf')).findByText('Uploaded')).toBeInTheDocument();
    const files = await folderFiles();
    await waitFor(() => expect(within(files).getAllByRole('listitem')).toHaveLength(2));

    await app.user.click(within(files).getByRole('button', { name: 'Delete Old draft.pdf' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).queryByRole('article', { name: 'Old draft.pdf' })).not.toBeInTheDocument();
    expect(within(uploads).getByRole('article', { name: 'Final.pdf' })).toHaveTextContent('Uploaded');

    await app.user.click(within(files).getByRole('button', { name: 'Delete Final.pdf' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument());
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
    expect(screen.getByText('No files in this folder yet.')).toBeInTheDocument();
  });

  it('keeps a file that finished uploading while a fetch of the folder from before it was under way', async () => {
    const { app } = await openLandLawFolder();
    // A reconnection's catch-up asks for the folder's files; the server answers, late, the empty folder it had.
    const fetching = holdNextAnswer(endpoints.folders.files, { items: [] });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    await app.user.upload(screen.getByLabelText('Choose files'), [pdf('Adverse possession.pdf')]);
    expect(await within(await uploadRow('Adverse possession.pdf')).findByText('Uploaded')).toBeInTheDocument();
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    expect(within(await folderFiles()).getByRole('link', { name: 'Open Adverse possession.pdf in a new tab' })).toBeInTheDocument();
    expect(within(await uploadRow('Adverse possession.pdf')).getByText('Uploaded')).toBeInTheDocument();
  });

  it('takes dropped files, refusing a type it may not upload without sending it', async () => {
    await openLandLawFolder();
    const zone = screen.getByRole('region', { name: 'Upload files' });
    const dropped = [new File(['MZ'], 'setup.exe'), new File([], 'empty.pdf'), pdf('Notes.PDF')];
    fireEvent.dragOver(zone, { dataTransfer: { files: dropped, types: ['Files'] } });
    fireEvent.drop(zone, { dataTransfer: { files: dropped, types: ['Files'] } });

    const refused = await uploadRow('setup.exe');
    expect(within(refused).getByText(NOT_ALLOWED_MESSAGE)).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(await uploadRow('empty.pdf')).getByText('This file is empty.')).toBeInTheDocument();
    expect(await within(await uploadRow('Notes.PDF')).findByText('Uploaded')).toBeInTheDocument();
    expect(filesDb.files.map((file) => file.item.name)).toEqual(['Notes.PDF']);

    await userDismiss('setup.exe');
    expect(screen.queryByRole('article', { name: 'setup.exe' })).not.toBeInTheDocument();
  });
});

async function userDismiss(name: string) {
  fireEvent.click(within(await uploadRow(name)).getByRole('button', { name: `Dismiss ${name}` }));
}

describe('uploading without a connection', () => {
  let online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  afterEach(() => {
    online = true;
  });

  it('waits for the connection and carries on by itself once it is back', async () => {
    server.use(
      mockEndpoint(
        endpoints.folders.upload,
        () => {
          online = false;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { app } = await openLandLawFolder();
    await app.user.upload(screen.getByLabelText('Choose files'), pdf('Offline.pdf'));
    const row = await uploadRow('Offline.pdf');
    expect(await within(row).findByText(/Waiting for the connection/)).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: 'Upload of Offline.pdf' })).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await within(row).findByText('Uploaded')).toBeInTheDocument();
    expect(filesDb.files.map((file) => file.item.name)).toEqual(['Offline.pdf']);
  });
});
