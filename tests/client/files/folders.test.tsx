import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { CONFIRM_TEXT } from '../../../src/client/components/ui/confirm-dialog.tsx';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { filesDb, seedFile, seedFolder } from '../../mocks/files-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const folderNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const myFolders = () => screen.findByRole('list', { name: 'My folders' });

describe('my folders', () => {
  it('lists my folders newest first with their file counts and sizes, and my storage use', async () => {
    const me = buildMe();
    const slides = seedFolder(me.id, 'Contract Law slides');
    seedFile(me.id, slides.id, { name: 'offer.pdf', sizeBytes: 1024 });
    seedFile(me.id, slides.id, { name: 'acceptance.pdf', sizeBytes: 512 });
    seedFolder(me.id, 'Past papers');
    seedFolder('someone-else', 'Not mine');
    renderApp('/files', { signedInAs: me });

    const list = await myFolders();
    expect(folderNames(list)).toEqual(['Past papers', 'Contract Law slides']);
    expect(within(list).getByRole('link', { name: /Contract Law slides/ })).toHaveTextContent('2 files · 1.50 KB');
    expect(within(list).getByRole('link', { name: /Past papers/ })).toHaveTextContent('0 files · 0 Bytes');
    const meter = screen.getByRole('meter', { name: 'Storage used' });
    expect(meter).toHaveAttribute('aria-valuetext', '1.50 KB of 1.00 GB used');
    expect(meter).toHaveAttribute('aria-valuenow', '1536');
  });

  it('invites the first folder when there is none, and opens a folder from the list', async () => {
    const me = buildMe();
    const app = renderApp('/files', { signedInAs: me });
    expect(await screen.findByText('You have no folders yet.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'New folder' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Land Law');
    await app.user.click(screen.getByRole('button', { name: 'Create folder' }));
    await app.user.click(await within(await myFolders()).findByRole('link', { name: /Land Law/ }));
    expect(await screen.findByRole('heading', { name: 'Land Law', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/files/${filesDb.folders[0]?.id}`);
    expect(screen.getByText('No files in this folder yet.')).toBeInTheDocument();
  });

  it('shows a new folder at once and says it was created once it is saved', async () => {
    const me = buildMe();
    seedFolder(me.id, 'Older folder');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.folders.create, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp('/files', { signedInAs: me });
    const list = await myFolders();
    await app.user.click(screen.getByRole('button', { name: 'New folder' }));
    await app.user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByText('Give the folder a name.')).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Folder name' }), '  Equity and Trusts ');
    await app.user.click(screen.getByRole('button', { name: 'Create folder' }));

    const pending = within(list).getAllByRole('article')[0];
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveTextContent('Equity and Trusts');
    gate.resolve();
    expect(await screen.findByText('Your folder has been created.')).toBeInTheDocument();
    expect(folderNames(list)).toEqual(['Equity and Trusts', 'Older folder']);
    expect(filesDb.folders.map((folder) => folder.name)).toEqual(['Older folder', 'Equity and Trusts']);
  });

  it('takes the new folder away again and says so when creating fails', async () => {
    const me = buildMe();
    seedFolder(me.id, 'Older folder');
    server.use(mockEndpoint(endpoints.folders.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/files', { signedInAs: me });
    const list = await myFolders();
    await app.user.click(screen.getByRole('button', { name: 'New folder' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Lost folder');
    await app.user.click(screen.getByRole('button', { name: 'Create folder' }));

    expect(await screen.findByText('There was an error creating your folder.')).toBeInTheDocument();
    expect(folderNames(list)).toEqual(['Older folder']);
  });

  it('renames a folder and says it was updated; a failed rename puts the old name back', async () => {
    const me = buildMe();
    const folder = seedFolder(me.id, 'Criminal law');
    const app = renderApp('/files', { signedInAs: me });
    const list = await myFolders();

    await app.user.click(within(list).getByRole('button', { name: 'Rename Criminal law' }));
    const field = screen.getByRole('textbox', { name: 'Folder name' });
    expect(field).toHaveValue('Criminal law');
    await app.user.clear(field);
    await app.user.type(field, 'Criminal Law II');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your folder has been updated.')).toBeInTheDocument();
    expect(folderNames(list)).toEqual(['Criminal Law II']);
    expect(filesDb.folders.find((stored) => stored.id === folder.id)?.name).toBe('Criminal Law II');

    server.use(mockEndpoint(endpoints.folders.update, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    await app.user.click(within(list).getByRole('button', { name: 'Rename Criminal Law II' }));
    await app.user.clear(screen.getByRole('textbox', { name: 'Folder name' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Never saved');
    await app.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(folderNames(list)).toEqual(['Criminal Law II']));
  });

  it('deletes a folder after the confirmation, with its bytes out of my usage', async () => {
    const me = buildMe();
    const keep = seedFolder(me.id, 'Keep');
    seedFile(me.id, keep.id, { name: 'a.pdf', sizeBytes: 2048 });
    const drop = seedFolder(me.id, 'Drop');
    seedFile(me.id, drop.id, { name: 'b.pdf', sizeBytes: 1024 });
    const app = renderApp('/files', { signedInAs: me });
    const list = await myFolders();

    await app.user.click(within(list).getByRole('button', { name: 'Delete Drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent(CONFIRM_TEXT);
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Folder deleted successfully')).toBeInTheDocument();
    expect(folderNames(list)).toEqual(['Keep']);
    expect(screen.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('aria-valuetext', '2.00 KB of 1.00 GB used');
    expect(filesDb.folders.map((folder) => folder.name)).toEqual(['Keep']);
  });

  it("puts a folder back and shows the server's error when deleting fails", async () => {
    const me = buildMe();
    seedFolder(me.id, 'Stubborn');
    server.use(mockEndpoint(endpoints.folders.delete, () => apiError(409, 'CONFLICT', 'An upload into this folder is still running.')));
    const app = renderApp('/files', { signedInAs: me });
    const list = await myFolders();

    await app.user.click(within(list).getByRole('button', { name: 'Delete Stubborn' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    const toast = (await screen.findByText('An upload into this folder is still running.')).closest('li') as HTMLElement;
    expect(within(toast).getByText('An error occurred.')).toBeInTheDocument();
    expect(folderNames(list)).toEqual(['Stubborn']);
  });

  it('is in the main navigation', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe() });
    await app.user.click((await screen.findAllByRole('link', { name: 'Files' }))[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Files', level: 1 })).toBeInTheDocument();
  });
});
