/*
 * Task-board changes made offline (issue #17 point 3): shown at once with the "waiting to send"
 * mark, kept across a reload, sent once, in order, each with its Idempotency-Key when the browser
 * is back online; a change to a task or column created offline reaches the server with its saved id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/idempotency.ts';
import type { Me } from '../../../src/contract/users.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { seedBoard, storedBoard, tasksDb } from '../../mocks/tasks-handlers.ts';
import { server } from '../../mocks/server.ts';
import { setOnline } from '../support/offline-writes.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { reloadApp, renderApp } from '../support/render-app.tsx';

type Sent = { write: string; id?: string; key: string | null };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  // Records each change as it reaches the server, then lets the tasks handlers answer it.
  const record =
    (write: string) =>
    ({ request, params }: { request: Request; params: { id?: string } }) => {
      sent.push({ write, id: params.id, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return undefined;
    };
  server.use(
    mockEndpoint(endpoints.tasks.create, record('create')),
    mockEndpoint(endpoints.tasks.update, record('update')),
    mockEndpoint(endpoints.tasks.createColumn, record('create-column')),
  );
});

const queuedKeys = (me: Me) => ((memoryIdb.get(`outbox:${me.id}`) ?? []) as { idempotencyKey: string }[]).map((request) => request.idempotencyKey);
const tasksIn = (name: string) => screen.findByRole('list', { name: `Tasks in ${name}` });
const titlesIn = async (name: string) => within(await tasksIn(name)).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the task board offline', () => {
  it('shows a task created then moved offline at once, keeps it across a reload, and sends the move with the saved id', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Existing task' }], Done: [] });
    const app = renderApp('/tasks', { signedInAs: me, persist: true });
    await tasksIn('To do');
    setOnline(false);

    await app.user.click(within(screen.getByRole('region', { name: 'To do' })).getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Read Kwame v Ama');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    const card = await within(await tasksIn('To do')).findByRole('article', { name: 'Read Kwame v Ama' });
    expect(card).toHaveTextContent('Waiting to send');
    expect(card).not.toHaveAttribute('aria-busy');

    await app.user.selectOptions(within(card).getByRole('combobox', { name: 'Column of Read Kwame v Ama' }), 'Done');
    await waitFor(async () => expect(await titlesIn('Done')).toEqual(['Read Kwame v Ama']));
    await waitFor(() => expect(queuedKeys(me)).toHaveLength(2));
    const keys = queuedKeys(me);

    reloadApp(app, '/tasks', { signedInAs: me, persist: true });
    await waitFor(async () => expect(await titlesIn('Done')).toEqual(['Read Kwame v Ama']));
    expect(await titlesIn('To do')).toEqual(['Existing task']);
    expect(within(await tasksIn('Done')).getByRole('article', { name: 'Read Kwame v Ama' })).toHaveTextContent('Waiting to send');
    expect(within(await tasksIn('To do')).getByRole('article', { name: 'Existing task' })).not.toHaveTextContent('Waiting to send');
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(storedBoard(me.id)).toEqual({ 'To do': ['Existing task'], Done: ['Read Kwame v Ama'] }));
    const savedId = tasksDb.columns[1]?.tasks[0]?.id;
    expect(sent).toEqual([
      { write: 'create', id: undefined, key: keys[0] },
      { write: 'update', id: savedId, key: keys[1] },
    ]);
    await waitFor(async () => expect(await tasksIn('Done')).not.toHaveTextContent('Waiting to send'));
    expect(await titlesIn('Done')).toEqual(['Read Kwame v Ama']);
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
  });

  it('puts a task in a column made offline, both sent in order, the task naming the saved column', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [] });
    const app = renderApp('/tasks', { signedInAs: me });
    await tasksIn('To do');
    setOnline(false);

    await app.user.click(screen.getByRole('button', { name: 'Add column' }));
    const columnDialog = await screen.findByRole('dialog', { name: 'New column' });
    await app.user.type(within(columnDialog).getByRole('textbox', { name: 'Column name' }), 'Exams');
    await app.user.click(within(columnDialog).getByRole('button', { name: 'Add column' }));
    const exams = await screen.findByRole('region', { name: /Exams/ });
    expect(exams).toHaveTextContent('Waiting to send');

    await app.user.click(within(exams).getByRole('button', { name: 'Add task' }));
    const taskDialog = await screen.findByRole('dialog', { name: 'New task' });
    await app.user.type(within(taskDialog).getByRole('textbox', { name: 'Title' }), 'Revise torts');
    await app.user.click(within(taskDialog).getByRole('button', { name: 'Create task' }));
    expect(await within(exams).findByRole('article', { name: 'Revise torts' })).toHaveTextContent('Waiting to send');

    setOnline(true);
    await waitFor(() => expect(storedBoard(me.id)).toEqual({ 'To do': [], Exams: ['Revise torts'] }));
    expect(sent.map((item) => item.write)).toEqual(['create-column', 'create']);
    await waitFor(() => expect(screen.getByRole('region', { name: /Exams/ })).not.toHaveTextContent('Waiting to send'));
  });

  it('marks a change the server refuses as not sent, with its words; Discard puts the task back', async () => {
    const me = buildMe();
    seedBoard(me.id, { 'To do': [{ title: 'Essay' }], Done: [] });
    server.use(mockEndpoint(endpoints.tasks.update, () => apiError(422, 'VALIDATION_FAILED', 'This task cannot be moved.')));
    const app = renderApp('/tasks', { signedInAs: me });
    await tasksIn('To do');
    setOnline(false);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Column of Essay' }), 'Done');
    expect(within(await tasksIn('Done')).getByRole('article', { name: 'Essay' })).toHaveTextContent('Waiting to send');

    setOnline(true);
    const strip = await screen.findByRole('region', { name: 'Not sent' });
    expect(within(strip).getByRole('alert')).toHaveTextContent('A change to your task board');
    expect(within(strip).getByRole('alert')).toHaveTextContent('This task cannot be moved.');
    expect(within(await tasksIn('Done')).getByRole('article', { name: 'Essay' })).toHaveTextContent('Not sent');

    await app.user.click(within(strip).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await titlesIn('To do')).toEqual(['Essay']));
    expect(within(await tasksIn('To do')).getByRole('article', { name: 'Essay' })).not.toHaveTextContent('Not sent');
    expect(storedBoard(me.id)).toEqual({ 'To do': ['Essay'], Done: [] });
  });
});
