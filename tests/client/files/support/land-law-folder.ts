import { screen, within } from '@testing-library/react';
import { buildMe } from '../../../mocks/db.ts';
import { seedFolder } from '../../../mocks/files-handlers.ts';
import { renderApp } from '../../support/render-app.tsx';

/** Signs a student in on their (empty) "Land Law" folder. */
export async function openLandLawFolder() {
  const me = buildMe();
  const folder = seedFolder(me.id, 'Land Law');
  const app = renderApp(`/files/${folder.id}`, { signedInAs: me });
  await screen.findByRole('heading', { name: 'Land Law', level: 1 });
  return { app, me, folder };
}

/** The upload of the file named `name`, in the folder's list of uploads. */
export const uploadRow = async (name: string) => within(await screen.findByRole('list', { name: 'Uploads' })).findByRole('article', { name });
