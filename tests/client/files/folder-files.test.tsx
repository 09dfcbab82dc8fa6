import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { formatTimeAgo } from '../../../src/client/lib/dates.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { filesDb, seedFile, seedFolder } from '../../mocks/files-handlers.ts';
import { server } from '../../mocks/server.ts';
import { renderApp } from '../support/render-app.tsx';

const HOUR = 3_600_000;

function seedLectureFolder() {
  const me = buildMe();
  const folder = seedFolder(me.id, 'Contract Law');
  return { me, folder };
}

describe('a folder', () => {
  it('lists its files newest first with their kind, size and a date relative until it is older than a day', async () => {
    const { me, folder } = seedLectureFolder();
    const older = new Date(Date.now() - 25 * HOUR).toISOString();
    seedFile(me.id, folder.id, { name: 'Essay.DOCX', sizeBytes: 1536, createdAt: older });
    seedFile(me.id, folder.id, { name: 'slides.pptx', sizeBytes: 5 * 1024 ** 2 });
    seedFile(me.id, folder.id, { name: 'Whiteboard.JPG', sizeBytes: 0 });
    seedFile(me.id, folder.id, { name: 'Offer and acceptance.pdf', sizeBytes: 1024, createdAt: new Date(Date.now() - 3 * HOUR).toISOString() });
    renderApp(`/files/${folder.id}`, { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'Files in Contract Law' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual(['PDF', 'Image', 'File', 'Word document']);
    expect(rows[0]).toHaveTextContent('Offer and acceptance.pdf1.00 KB · 3 h ago');
    expect(rows[1]).toHaveTextContent('Whiteboard.JPG0 Bytes · just now');
    expect(rows[2]).toHaveTextContent('slides.pptx5.00 MB · just now');
    expect(rows[3]).toHaveTextContent(`Essay.DOCX1.50 KB · ${formatTimeAgo(older)}`);
    expect(formatTimeAgo(older)).not.toMatch(/ago/);
    expect(screen.getByRole('heading', { name: 'Contract Law', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4 files · 5.00 MB')).toBeInTheDocument();
  });

  it('opens a PDF in the browser, downloads other files, and previews an image from its thumbnail', async () => {
    const { me, folder } = seedLectureFolder();
    const pdf = seedFile(me.id, folder.id, { name: 'offer.pdf' });
    const docx = seedFile(me.id, folder.id, { name: 'brief.docx' });
    const fresh = seedFile(me.id, folder.id, { name: 'fresh.png' });
    const photo = seedFile(me.id, folder.id, { name: 'board.png', thumbnail: true });
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Files in Contract Law' });

    const open = within(list).getByRole('link', { name: 'Open offer.pdf in a new tab' });
    expect(open).toHaveAttribute('href', pdf.url);
    expect(open).toHaveAttribute('target', '_blank');
    const download = within(list).getByRole('link', { name: 'Download brief.docx' });
    expect(download).toHaveAttribute('href', docx.url);
    expect(download).toHaveAttribute('download', 'brief.docx');

    // The thumbnail once the server has made it; the kind icon until then.
    const withThumbnail = within(list).getByRole('button', { name: 'Preview board.png' });
    expect(within(withThumbnail).getByRole('img', { name: 'Image' })).toHaveAttribute('src', photo.thumbnailUrl);
    expect(within(within(list).getByRole('button', { name: 'Preview fresh.png' })).getByRole('img', { name: 'Image' })).not.toHaveAttribute('src');
    expect(fresh.thumbnailUrl).toBeNull();

    await app.user.click(withThumbnail);
    const dialog = screen.getByRole('dialog', { name: 'board.png' });
    expect(within(dialog).getByRole('img', { name: 'board.png' })).toHaveAttribute('src', photo.url);
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', photo.url);
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a file after the confirmation, out of the folder totals too', async () => {
    const { me, folder } = seedLectureFolder();
    seedFile(me.id, folder.id, { name: 'keep.pdf', sizeBytes: 2048 });
    seedFile(me.id, folder.id, { name: 'drop.pdf', sizeBytes: 1024 });
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Files in Contract Law' });

    await app.user.click(within(list).getByRole('button', { name: 'Delete drop.pdf' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /drop\.pdf/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 file · 2.00 KB')).toBeInTheDocument();
    expect(filesDb.files.map((file) => file.item.name)).toEqual(['keep.pdf']);
  });

  it('puts a file back and says so when deleting it fails', async () => {
    const { me, folder } = seedLectureFolder();
    seedFile(me.id, folder.id, { name: 'stubborn.pdf', sizeBytes: 1024 });
    server.use(mockEndpoint(endpoints.folders.deleteFile, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Files in Contract Law' });

    await app.user.click(within(list).getByRole('button', { name: 'Delete stubborn.pdf' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('There was an error deleting the file.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open stubborn.pdf in a new tab' })).toBeInTheDocument();
    expect(screen.getByText('1 file · 1.00 KB')).toBeInTheDocument();
  });

  it("is not found when it is someone else's", async () => {
    const folder = seedFolder('someone-else', 'Private papers');
    renderApp(`/files/${folder.id}`, { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Folder not found.')).toBeInTheDocument();
  });
});
