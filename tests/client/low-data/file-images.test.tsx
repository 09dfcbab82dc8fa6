import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedFile, seedFolder } from '../../mocks/files-handlers.ts';
import { stubConnection } from '../support/network-connection.ts';
import { renderApp } from '../support/render-app.tsx';

function lowDataFolder() {
  const me = buildMe();
  const folder = seedFolder(me.id, 'Contract Law');
  return { me: { ...me, preferences: { ...me.preferences, lowDataMode: true } }, folder };
}

describe('images in the files area in low-data mode', () => {
  it('lists images by their kind and size, shows the thumbnail on tap, and the full image only when asked', async () => {
    const { me, folder } = lowDataFolder();
    const photo = seedFile(me.id, folder.id, { name: 'board.png', thumbnail: true, sizeBytes: 123 * 1024 });
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Files in Contract Law' });

    const row = within(list).getByRole('button', { name: 'Preview board.png' });
    expect(row).toHaveTextContent('board.png123.00 KB');
    expect(within(row).getByRole('img', { name: 'Image' })).not.toHaveAttribute('src');

    await app.user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'board.png' });
    expect(within(dialog).getByRole('img', { name: 'board.png (thumbnail)' })).toHaveAttribute('src', photo.thumbnailUrl);
    expect(within(dialog).queryByRole('img', { name: 'board.png' })).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Show image (123.0 KB)' }));
    expect(within(dialog).getByRole('img', { name: 'board.png' })).toHaveAttribute('src', photo.url);
    expect(within(dialog).queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('asks again for the next image, and offers the button alone before a thumbnail exists', async () => {
    stubConnection({ saveData: true });
    const me = buildMe();
    const folder = seedFolder(me.id, 'Torts');
    seedFile(me.id, folder.id, { name: 'fresh.jpg', sizeBytes: 2 * 1024 ** 2 });
    seedFile(me.id, folder.id, { name: 'older.jpg', thumbnail: true, sizeBytes: 1024 });
    const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Files in Torts' });

    await app.user.click(within(list).getByRole('button', { name: 'Preview older.jpg' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'older.jpg' })).getByRole('button', { name: 'Show image (1.0 KB)' }));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'older.jpg' })).toBeInTheDocument();
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await app.user.click(within(list).getByRole('button', { name: 'Preview fresh.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'fresh.jpg' });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show image (2.0 MB)' })).toBeInTheDocument();
  });
});
