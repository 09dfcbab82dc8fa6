import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { server } from '../../mocks/server.ts';
import { seedBoard, storedBoard } from '../../mocks/tasks-handlers.ts';
import { renderApp } from '../support/render-app.tsx';

const columnNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the board’s columns', () => {
  it('adds a column at the right end', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [], Done: [] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Add column' }));
    const dialog = await screen.findByRole('dialog', { name: 'New column' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add column' }));
    expect(within(dialog).getByText('Give the column a name.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Column name' }), 'Exams{Enter}');

    expect(await screen.findByRole('region', { name: 'Exams' })).toBeInTheDocument();
    expect(columnNames()).toEqual(['To do', 'Done', 'Exams']);
    await waitFor(() => expect(Object.keys(storedBoard(me.id))).toEqual(['To do', 'Done', 'Exams']));
    // Saved, it takes tasks.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Exams' })).getByRole('button', { name: 'Add task' })).toBeEnabled());
  });

  it('renames a column in place, and puts the old name back if the server refuses', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [], Later: [] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Rename column Later' }));
    const name = screen.getByRole('textbox', { name: 'Column name' });
    await app.user.clear(name);
    await app.user.type(name, 'Next semester{Enter}');
    expect(screen.getByRole('region', { name: 'Next semester' })).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(storedBoard(me.id))).toEqual(['To do', 'Next semester']));

    server.use(mockEndpoint(endpoints.tasks.updateColumn, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    await app.user.click(screen.getByRole('button', { name: 'Rename column Next semester' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Column name' }), '!{Enter}');
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next semester' })).toBeInTheDocument();
  });

  it('deletes a column and its tasks after the confirmation', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Stays' }], Someday: [{ title: 'Goes too' }] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete column Someday' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Someday' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Goes too' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Stays' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Someday' })).not.toBeInTheDocument();
    await waitFor(() => expect(storedBoard(me.id)).toEqual({ 'To do': ['Stays'] }));
  });
});
