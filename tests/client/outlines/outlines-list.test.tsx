import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { seedCourse as seedCatalogueCourse } from '../../mocks/library-db.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { outlinesDb, seedOutline } from '../../mocks/outlines-handlers.ts';
import { server } from '../../mocks/server.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';

const progressOf = (title: string) => screen.getByRole('progressbar', { name: `Progress of ${title}` });

describe('my course outlines', () => {
  it('lists mine, newest first, each with a bar of the topics done', async () => {
    const me = buildMe();
    seedOutline(me.id, { title: 'Land Law', course: 'LLB-LAND', topics: [{ title: 'Tenure', completed: true }, 'Leases', 'Mortgages', 'Easements'] });
    seedOutline(me.id, { title: 'Equity', topics: [] });
    seedOutline(buildMe().id, { title: 'Someone else’s outline' });
    renderApp('/outlines', { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'My outlines' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Equity', 'Land Law']);
    expect(within(list).getByRole('link', { name: 'Land Law' })).toHaveAttribute('href', '/outlines/outline-000001');
    expect(within(list).getByText('LLB-LAND')).toBeInTheDocument();
    expect(progressOf('Land Law')).toHaveAttribute('aria-valuenow', '25');
    expect(progressOf('Land Law')).toHaveAttribute('aria-valuetext', '1 of 4 topics done');
    expect(within(list).getByText('1 of 4 topics done')).toBeInTheDocument();
    expect(progressOf('Equity')).toHaveAttribute('aria-valuenow', '0');
    expect(within(list).getByText('No topics yet')).toBeInTheDocument();
  });

  it('says so when I have none', async () => {
    renderApp('/outlines', { signedInAs: buildMe() });
    expect(await screen.findByText('You have no course outlines yet.')).toBeInTheDocument();
  });

  it('creates an outline, shown at once, with the spec’s text', async () => {
    const me = buildMe();
    const gate = holdEndpoint(endpoints.outlines.create);
    const app = renderApp('/outlines', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'New outline' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course outline' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create outline' }));
    expect(within(dialog).getByText('Give the outline a title.')).toBeInTheDocument();

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Evidence revision');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Course/ }), 'Law of Evidence');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'For the final exam');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Topics/ }), 'Hearsay{Enter}{Enter}  Confessions  {Enter}');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create outline' }));

    const card = screen.getByRole('article', { name: 'Evidence revision' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('0 of 2 topics done');

    gate.release();
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Evidence revision' })).toBeInTheDocument();
    expect(outlinesDb.outlines[0]?.outline).toMatchObject({
      title: 'Evidence revision',
      course: 'Law of Evidence',
      description: 'For the final exam',
      topics: [
        { title: 'Hearsay', completed: false },
        { title: 'Confessions', completed: false },
      ],
    });
  });

  it('takes an outline that could not be saved back out and opens the form again with it', async () => {
    server.use(mockEndpoint(endpoints.outlines.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/outlines', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'New outline' }));
    await app.user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Title' }), 'Lost outline');
    await app.user.click(screen.getByRole('button', { name: 'Create outline' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'New course outline' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Lost outline');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('You have no course outlines yet.')).toBeInTheDocument();
    expect(outlinesDb.outlines).toHaveLength(0);
  });

  it('starts an outline from a catalogue course, with its title, code and topics', async () => {
    const me = buildMe();
    seedCatalogueCourse({ title: 'Law of Torts', code: 'LLB-TORTS', topics: ['Negligence', 'Nuisance', 'Defamation'] });
    seedCatalogueCourse({ title: 'Criminal Law', code: 'LLB-CRIM', topics: ['Actus reus', 'Mens rea'] });
    const app = renderApp('/outlines', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'New outline' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course outline' });
    const start = within(dialog).getByRole('combobox', { name: 'Start from a catalogue course' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(within(start).getAllByRole('option').map((option) => option.textContent)).toEqual(['None: start from scratch', 'Criminal Law (LLB-CRIM)', 'Law of Torts (LLB-TORTS)']);

    await app.user.selectOptions(start, 'Law of Torts (LLB-TORTS)');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Law of Torts');
    expect(within(dialog).getByRole('textbox', { name: /Course/ })).toHaveValue('LLB-TORTS');
    expect(within(dialog).getByRole('textbox', { name: /Topics/ })).toHaveValue('Negligence\nNuisance\nDefamation');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create outline' }));

    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    await waitFor(() => expect(outlinesDb.outlines[0]?.outline.topics.map((topic) => topic.title)).toEqual(['Negligence', 'Nuisance', 'Defamation']));
    expect(outlinesDb.outlines[0]?.outline).toMatchObject({ title: 'Law of Torts', course: 'LLB-TORTS' });
    expect(progressOf('Law of Torts')).toHaveAttribute('aria-valuetext', '0 of 3 topics done');
  });
});
