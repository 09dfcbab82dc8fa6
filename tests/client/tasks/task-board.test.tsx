import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { server } from '../../mocks/server.ts';
import { seedBoard, storedBoard, tasksDb } from '../../mocks/tasks-handlers.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';

/** A due date `offset` calendar days from today, as the API answers it (midnight UTC). */
const dueIn = (offset: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset)).toISOString();
};

const column = (name: string) => screen.getByRole('region', { name });
const failure = () => apiError(500, 'INTERNAL', 'Something went wrong on our side.');

describe('the task board', () => {
  it('starts with To do, In progress and Done', async () => {
    renderApp('/tasks', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Tasks', level: 1 })).toBeInTheDocument();
    for (const name of ['To do', 'In progress', 'Done']) expect(column(name)).toHaveTextContent('No tasks here yet.');
    const tabs = screen.getByRole('navigation', { name: 'Columns' });
    expect(within(tabs).getAllByRole('button').map((tab) => tab.textContent)).toEqual(['To do0', 'In progress0', 'Done0']);
    expect(within(tabs).getByRole('button', { name: /To do/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows each column’s tasks in order, with due dates relative to today and overdue ones in the error colour', async () => {
    const me = buildMe();
    seedBoard(me.id, {
      'To do': [
        { title: 'Brief Salomon v Salomon', description: 'Separate legal personality', dueDate: dueIn(1) },
        { title: 'Past questions', dueDate: dueIn(3) },
        { title: 'Moot memorial', dueDate: dueIn(-2) },
      ],
      Done: [{ title: 'Buy the Constitution' }],
    });
    renderApp('/tasks', { signedInAs: me });

    const todo = await screen.findByRole('list', { name: 'Tasks in To do' });
    expect(within(todo).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Brief Salomon v Salomon', 'Past questions', 'Moot memorial']);
    const brief = within(todo).getByRole('article', { name: 'Brief Salomon v Salomon' });
    expect(brief).toHaveTextContent('Separate legal personality');
    expect(within(brief).getByText('due tomorrow')).not.toHaveClass('text-danger-text');
    expect(within(todo).getByText('due in 3 days')).toBeInTheDocument();
    expect(within(todo).getByText('overdue by 2 days').closest('p')).toHaveClass('text-danger-text');
    expect(within(column('Done')).getByRole('article', { name: 'Buy the Constitution' })).toBeInTheDocument();
    expect(within(todo).getByRole('button', { name: 'Move Moot memorial' })).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('creates a task at the end of its column, shown at once, with the spec’s toast', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Existing task' }], Done: [] });
    const gate = holdEndpoint(endpoints.tasks.create);
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(within(await screen.findByRole('region', { name: 'To do' })).getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    // Ready to type: the title has focus, not the close button.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(within(dialog).getByText('Give the task a title.')).toBeInTheDocument();

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Read Kwame v Ama');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Customary law of succession');
    await app.user.type(within(dialog).getByLabelText(/Due date/), dueIn(1).slice(0, 10));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create task' }));

    const todo = screen.getByRole('list', { name: 'Tasks in To do' });
    const card = within(todo).getByRole('article', { name: 'Read Kwame v Ama' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(todo).getAllByRole('article')).toHaveLength(2);

    gate.release();
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(todo).getByRole('article', { name: 'Read Kwame v Ama' })).not.toHaveAttribute('aria-busy'));
    expect(within(todo).getByRole('article', { name: 'Read Kwame v Ama' })).toHaveTextContent('due tomorrow');
    expect(storedBoard(me.id)['To do']).toEqual(['Existing task', 'Read Kwame v Ama']);
    const saved = tasksDb.columns[0]?.tasks[1];
    expect(saved?.description).toBe('Customary law of succession');
    expect(saved?.dueDate).toBe(dueIn(1));
  });

  it('takes a task that could not be saved back off the board and opens the form again with it', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [] });
    server.use(mockEndpoint(endpoints.tasks.create, failure));
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Add task' }));
    await app.user.type(within(await screen.findByRole('dialog', { name: 'New task' })).getByRole('textbox', { name: 'Title' }), 'Doomed task');
    await app.user.click(screen.getByRole('button', { name: 'Create task' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Doomed task');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(column('To do')).queryByRole('article')).not.toBeInTheDocument();
    expect(storedBoard(me.id)['To do']).toEqual([]);
  });

  it('edits a task’s title and description in place', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Draft', description: 'Old notes', dueDate: dueIn(5) }] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Draft' }));
    const form = screen.getByRole('form', { name: 'Edit Draft' });
    await app.user.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await app.user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Final draft');
    await app.user.clear(within(form).getByRole('textbox', { name: 'Description' }));
    await app.user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Check the citations');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    const card = screen.getByRole('article', { name: 'Final draft' });
    expect(card).toHaveTextContent('Check the citations');
    await waitFor(() => expect(tasksDb.columns[0]?.tasks[0]?.title).toBe('Final draft'));
    expect(tasksDb.columns[0]?.tasks[0]).toMatchObject({ description: 'Check the citations', dueDate: dueIn(5) });
  });

  it('keeps the old title when an edit fails, and Escape leaves the task as it was', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Stable title' }] });
    const gate = holdEndpoint(endpoints.tasks.update, failure);
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Stable title' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Title' }), ' changed{Escape}');
    expect(screen.getByRole('article', { name: 'Stable title' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Edit Stable title' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Title' }), ' changed{Enter}');
    expect(screen.getByRole('article', { name: 'Stable title changed' })).toBeInTheDocument();

    gate.release();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Stable title' })).toBeInTheDocument();
    expect(storedBoard(me.id)['To do']).toEqual(['Stable title']);
  });

  it('deletes a task after the confirmation, with the spec’s toast', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Keep me' }, { title: 'Drop me' }] });
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Drop me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedBoard(me.id)['To do']).toEqual(['Keep me', 'Drop me']);

    await app.user.click(screen.getByRole('button', { name: 'Delete Drop me' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Drop me' })).not.toBeInTheDocument();
    expect(storedBoard(me.id)['To do']).toEqual(['Keep me']);
  });

  it('moves a task to another column at once, and the server keeps it there', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Essay' }, { title: 'Reading' }], 'In progress': [], Done: [{ title: 'Old task' }] });
    const gate = holdEndpoint(endpoints.tasks.update);
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Column of Essay' }), 'Done');

    const done = screen.getByRole('list', { name: 'Tasks in Done' });
    expect(within(done).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Old task', 'Essay']);
    expect(within(column('To do')).queryByRole('article', { name: 'Essay' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Columns' })).getByRole('button', { name: /Done/ })).toHaveTextContent('Done2');

    gate.release();
    await waitFor(() => expect(storedBoard(me.id)).toEqual({ 'To do': ['Reading'], 'In progress': [], Done: ['Old task', 'Essay'] }));
    expect(within(done).getAllByRole('article')).toHaveLength(2);
  });

  it('puts a moved task back where it was when the server refuses the move', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'First' }, { title: 'Second' }], Done: [] });
    const gate = holdEndpoint(endpoints.tasks.update, failure);
    const app = renderApp('/tasks', { signedInAs: me });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Column of First' }), 'Done');
    expect(within(column('Done')).getByRole('article', { name: 'First' })).toBeInTheDocument();

    gate.release();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    const todo = screen.getByRole('list', { name: 'Tasks in To do' });
    expect(within(todo).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['First', 'Second']);
    expect(within(column('Done')).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Column of First' })).toHaveDisplayValue('To do');
  });
});
