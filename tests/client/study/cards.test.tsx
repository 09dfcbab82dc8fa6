import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { server } from '../../mocks/server.ts';
import { findSet, inOrder, seedStudySet } from '../../mocks/study-store.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';

const cardFronts = () =>
  within(screen.getByRole('list', { name: 'Cards' }))
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('paragraph')[1]?.textContent);
const storedFronts = (setId: string) => inOrder(findSet(setId)?.cards ?? []).map((card) => card.front);

function openSet(cards: [string, string][]) {
  const me = buildMe();
  const { set } = seedStudySet(me, { title: 'Law of Torts', cards });
  const app = renderApp(`/study/sets/${set.id}`, { signedInAs: me });
  return { app, setId: set.id };
}

describe('a set’s cards', () => {
  it('adds a card at the end, says so, and counts it due', async () => {
    const { app, setId } = openSet([['Volenti', 'consent']]);
    const form = await screen.findByRole('form', { name: 'Add a card' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Front' }), 'Novus actus');
    await app.user.type(within(form).getByRole('textbox', { name: 'Back' }), 'a new act');
    await app.user.click(within(form).getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('Flash card created successfully')).toBeInTheDocument();
    expect(cardFronts()).toEqual(['Volenti', 'Novus actus']);
    expect(within(form).getByRole('textbox', { name: 'Front' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Study now (2 due)' })).toBeInTheDocument();
    expect(storedFronts(setId)).toEqual(['Volenti', 'Novus actus']);
  });

  it('shows a card being saved at full contrast, saying so', async () => {
    const saving = holdEndpoint(endpoints.studySets.createCard);
    const { app } = openSet([['Volenti', 'consent']]);
    const form = await screen.findByRole('form', { name: 'Add a card' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Front' }), 'Novus actus');
    await app.user.type(within(form).getByRole('textbox', { name: 'Back' }), 'a new act');
    await app.user.click(within(form).getByRole('button', { name: 'Add card' }));

    const pending = screen.getByRole('article', { name: 'Card 2' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByText('Saving…')).toBeInTheDocument();
    expect(pending.className).not.toMatch(/opacity-/);
    saving.release();
    expect(await screen.findByText('Flash card created successfully')).toBeInTheDocument();
  });

  it('gives the typed card back when adding it fails', async () => {
    server.use(mockEndpoint(endpoints.studySets.createCard, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const { app } = openSet([['Volenti', 'consent']]);
    const form = await screen.findByRole('form', { name: 'Add a card' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Front' }), 'Lost');
    await app.user.type(within(form).getByRole('textbox', { name: 'Back' }), 'card');
    await app.user.click(within(form).getByRole('button', { name: 'Add card' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Front' })).toHaveValue('Lost'));
    expect(cardFronts()).toEqual(['Volenti']);
  });

  it('edits a card in place', async () => {
    const { app, setId } = openSet([['Volenti', 'consnt']]);
    await app.user.click(await screen.findByRole('button', { name: 'Edit card 1' }));
    const editor = screen.getByRole('form', { name: 'Edit card 1' });
    const back = within(editor).getByRole('textbox', { name: 'Back' });
    await app.user.clear(back);
    await app.user.type(back, 'consent to the risk');
    await app.user.click(within(editor).getByRole('button', { name: 'Save card' }));

    expect(screen.queryByRole('form', { name: 'Edit card 1' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 1' })).getByText('consent to the risk')).toBeInTheDocument();
    await waitFor(() => expect(findSet(setId)?.cards[0]?.back).toBe('consent to the risk'));
  });

  it('deletes a card after the confirmation and says so', async () => {
    const { app, setId } = openSet([['Volenti', 'consent'], ['Novus actus', 'a new act']]);
    await app.user.click(await screen.findByRole('button', { name: 'Delete card 1' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Flash card deleted successfully')).toBeInTheDocument();
    expect(cardFronts()).toEqual(['Novus actus']);
    expect(storedFronts(setId)).toEqual(['Novus actus']);
    expect(screen.getByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
  });

  it('keeps the keyboard on the card after its editor closes, saved or cancelled', async () => {
    const { app } = openSet([['Volenti', 'consnt']]);
    await app.user.click(await screen.findByRole('button', { name: 'Edit card 1' }));
    const back = within(screen.getByRole('form', { name: 'Edit card 1' })).getByRole('textbox', { name: 'Back' });
    await app.user.clear(back);
    await app.user.type(back, 'consent{Tab}{Tab}');
    expect(screen.getByRole('button', { name: 'Save card' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Edit card 1' })).toHaveFocus();

    await app.user.keyboard('{Enter}');
    expect(within(screen.getByRole('form', { name: 'Edit card 1' })).getByRole('textbox', { name: 'Front' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Edit card 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit card 1' })).toHaveFocus();
  });

  it('puts the keyboard, after a delete, on the card that took its place, the one before it, or the empty list', async () => {
    const { app } = openSet([['One', '1'], ['Two', '2'], ['Three', '3']]);
    const deleteCard = async (name: string) => {
      await app.user.click(await screen.findByRole('button', { name }));
      await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await deleteCard('Delete card 2');
    expect(cardFronts()).toEqual(['One', 'Three']);
    expect(screen.getByRole('button', { name: 'Delete card 2' })).toHaveFocus();

    await deleteCard('Delete card 2');
    expect(screen.getByRole('button', { name: 'Delete card 1' })).toHaveFocus();

    await deleteCard('Delete card 1');
    expect(screen.getByText('This set has no cards yet.')).toHaveFocus();
  });

  it('moves cards up and down, keeping the keyboard on the moved card', async () => {
    const { app, setId } = openSet([['One', '1'], ['Two', '2'], ['Three', '3'], ['Four', '4']]);
    await app.user.click(await screen.findByRole('button', { name: 'Move card 3 up' }));
    expect(cardFronts()).toEqual(['One', 'Three', 'Two', 'Four']);
    expect(screen.getByRole('button', { name: 'Move card 2 up' })).toHaveFocus();
    await waitFor(() => expect(storedFronts(setId)).toEqual(['One', 'Three', 'Two', 'Four']));

    await app.user.keyboard('{Enter}');
    expect(cardFronts()).toEqual(['Three', 'One', 'Two', 'Four']);
    // First now: up is disabled, so the keyboard moves to down.
    expect(screen.getByRole('button', { name: 'Move card 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move card 1 down' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Move card 2 down' }));
    await app.user.click(screen.getByRole('button', { name: 'Move card 3 down' }));
    expect(cardFronts()).toEqual(['Three', 'Two', 'Four', 'One']);
    await waitFor(() => expect(storedFronts(setId)).toEqual(['Three', 'Two', 'Four', 'One']));
  });

  it('adds many pasted cards at once after a preview', async () => {
    const { app, setId } = openSet([['Volenti', 'consent']]);
    await app.user.click(await screen.findByRole('button', { name: 'Paste cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste cards' });
    expect(within(dialog).getByRole('button', { name: 'Add cards' })).toBeDisabled();
    expect(within(dialog).queryByText(/Add 0/)).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('textbox', { name: 'Paste cards, one a line' }));
    await app.user.paste('Novus actus, a new act\nRes ipsa loquitur\tthe thing speaks for itself');
    expect(within(within(dialog).getByRole('table', { name: 'Preview' })).getAllByRole('row')).toHaveLength(3);
    await app.user.click(within(dialog).getByRole('button', { name: 'Add 2 cards' }));

    expect(await screen.findByText('2 flash cards created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardFronts()).toEqual(['Volenti', 'Novus actus', 'Res ipsa loquitur']);
    expect(storedFronts(setId)).toEqual(['Volenti', 'Novus actus', 'Res ipsa loquitur']);
  });
});
