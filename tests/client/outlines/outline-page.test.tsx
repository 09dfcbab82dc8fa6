import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { apiError } from '../../mocks/errors.ts';
import { outlinesDb, seedOutline, storedOutline } from '../../mocks/outlines-handlers.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const topicTitles = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
const progress = () => screen.getByRole('progressbar', { name: 'Progress of Contract' });

describe('an outline', () => {
  it('shows its course, description, progress and topics', async () => {
    const me = buildMe();
    const outline = seedOutline(me.id, { title: 'Contract', course: 'LLB-CONTRACT', description: 'Semester one', topics: [{ title: 'Offer', completed: true }, 'Acceptance'] });
    renderApp(`/outlines/${outline.id}`, { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Contract', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('LLB-CONTRACT')).toBeInTheDocument();
    expect(screen.getByText('Semester one')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('checkbox', { name: 'Offer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Acceptance' })).not.toBeChecked();
  });

  it('is not found when it is someone else’s', async () => {
    const outline = seedOutline(buildMe().id, { title: 'Private' });
    renderApp(`/outlines/${outline.id}`, { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Course outline not found.')).toBeInTheDocument();
  });

  it('ticks a topic at once, sending the whole list', async () => {
    const me = buildMe();
    const outline = seedOutline(me.id, { title: 'Contract', topics: ['Offer', 'Acceptance', 'Consideration'] });
    const gate = holdEndpoint(endpoints.outlines.update);
    const app = renderApp(`/outlines/${outline.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Acceptance' }));
    // The server's answer is held: what shows meanwhile is the optimistic tick.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Acceptance' })).toBeChecked());
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 topics done')).toBeInTheDocument();

    gate.release();
    await waitFor(() => expect(storedOutline(outline.id)?.topics.map((topic) => topic.completed)).toEqual([false, true, false]));
    expect(screen.getByRole('checkbox', { name: 'Acceptance' })).toBeChecked();
  });

  it('unticks the topic again and says so when the server refuses', async () => {
    const me = buildMe();
    const outline = seedOutline(me.id, { title: 'Contract', topics: ['Offer', 'Acceptance'] });
    const gate = holdEndpoint(endpoints.outlines.update, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
    const app = renderApp(`/outlines/${outline.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Offer' }));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '50'));

    gate.release();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Offer' })).not.toBeChecked();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(storedOutline(outline.id)?.topics.every((topic) => !topic.completed)).toBe(true);
  });

  it('adds, renames, reorders and removes topics', async () => {
    const me = buildMe();
    const outline = seedOutline(me.id, { title: 'Contract', topics: ['Offer', 'Acceptance', 'Consideration'] });
    const app = renderApp(`/outlines/${outline.id}`, { signedInAs: me });
    const saved = () => storedOutline(outline.id)?.topics.map((topic) => topic.title);

    await app.user.type(await screen.findByRole('textbox', { name: 'New topic' }), 'Privity{Enter}');
    expect(topicTitles()).toEqual(['Offer', 'Acceptance', 'Consideration', 'Privity']);
    expect(screen.getByRole('textbox', { name: 'New topic' })).toHaveValue('');
    await waitFor(() => expect(saved()).toEqual(['Offer', 'Acceptance', 'Consideration', 'Privity']));

    await app.user.click(screen.getByRole('button', { name: 'Rename Acceptance' }));
    const rename = screen.getByRole('form', { name: 'Rename Acceptance' });
    await app.user.clear(within(rename).getByRole('textbox', { name: 'Topic' }));
    await app.user.type(within(rename).getByRole('textbox', { name: 'Topic' }), 'Acceptance and communication{Enter}');
    expect(topicTitles()).toEqual(['Offer', 'Acceptance and communication', 'Consideration', 'Privity']);

    // Moving keeps the focus on the moved topic; at the top, on its other button.
    await app.user.click(screen.getByRole('button', { name: 'Move Consideration up' }));
    expect(topicTitles()).toEqual(['Offer', 'Consideration', 'Acceptance and communication', 'Privity']);
    expect(screen.getByRole('button', { name: 'Move Consideration up' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(topicTitles()).toEqual(['Consideration', 'Offer', 'Acceptance and communication', 'Privity']);
    expect(screen.getByRole('button', { name: 'Move Consideration up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Consideration down' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Move Offer down' }));
    expect(topicTitles()).toEqual(['Consideration', 'Acceptance and communication', 'Offer', 'Privity']);

    await app.user.click(screen.getByRole('button', { name: 'Remove Privity' }));
    expect(topicTitles()).toEqual(['Consideration', 'Acceptance and communication', 'Offer']);
    await waitFor(() => expect(saved()).toEqual(['Consideration', 'Acceptance and communication', 'Offer']));
  });

  it('is deleted after the confirmation, with the spec’s toast, and I am back at my list', async () => {
    const me = buildMe();
    seedOutline(me.id, { title: 'Keep' });
    const outline = seedOutline(me.id, { title: 'Contract' });
    const app = renderApp(`/outlines/${outline.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete outline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Course outline deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/outlines'));
    const list = await screen.findByRole('list', { name: 'My outlines' });
    expect(within(list).queryByText('Contract')).not.toBeInTheDocument();
    expect(within(list).getByText('Keep')).toBeInTheDocument();
    expect(outlinesDb.outlines.map((stored) => stored.outline.title)).toEqual(['Keep']);
  });
});
