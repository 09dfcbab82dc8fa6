/*
 * A task or column deleted in another tab (or on another device) is a 404 to any change made to
 * it here: it comes off the board, the toast gives the server's reason, and the board, read
 * afresh, goes on working.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { seedBoard, storedBoard, tasksDb } from '../../mocks/tasks-handlers.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';

const titlesIn = (name: string) => within(screen.getByRole('region', { name })).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

/** Another tab deletes the task titled `title`. */
function deleteElsewhere(title: string) {
  for (const column of tasksDb.columns) column.tasks = column.tasks.filter((task) => task.title !== title);
}

describe('a task deleted elsewhere', () => {
  it('goes from the board when it is edited here, and the rest of the board still moves', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Draft' }, { title: 'Reading' }], Done: [] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Draft' }));
    deleteElsewhere('Draft');
    // It goes at once, before the board read afresh has answered.
    const freshBoard = holdEndpoint(endpoints.tasks.board);
    await app.user.type(within(screen.getByRole('form', { name: 'Edit Draft' })).getByRole('textbox', { name: 'Title' }), ' v2{Enter}');

    expect(await screen.findByText('Task not found.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
    expect(titlesIn('To do')).toEqual(['Reading']);
    freshBoard.release();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Column of Reading' }), 'Done');
    await waitFor(() => expect(storedBoard(me.id)).toEqual({ 'To do': [], Done: ['Reading'] }));
    expect(titlesIn('Done')).toEqual(['Reading']);
  });

  it('goes from the board when it is moved to another column here', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Draft' }], Done: [{ title: 'Old task' }] });
    const app = renderApp('/tasks', { signedInAs: me });
    await screen.findByRole('article', { name: 'Draft' });
    deleteElsewhere('Draft');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Column of Draft' }), 'Done');

    expect(await screen.findByText('Task not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Draft' })).not.toBeInTheDocument());
    expect(titlesIn('Done')).toEqual(['Old task']);
  });

  it('stays, in its own column, when the column it was moved to is the one deleted elsewhere', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Draft' }], Done: [] });
    const app = renderApp('/tasks', { signedInAs: me });
    await screen.findByRole('article', { name: 'Draft' });
    tasksDb.columns = tasksDb.columns.filter((column) => column.title !== 'Done');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Column of Draft' }), 'Done');

    expect(await screen.findByText('Task column not found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Done' })).not.toBeInTheDocument());
    expect(titlesIn('To do')).toEqual(['Draft']);
  });
});
