import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { findSet, inOrder, seedStudySet, studyDb } from '../../mocks/study-store.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const titlesIn = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('study sets', () => {
  it('makes a set from typed and pasted cards, says so, and opens it', async () => {
    const me = buildMe();
    const app = renderApp('/study/sets', { signedInAs: me });
    await app.user.click(await screen.findByRole('link', { name: 'New set' }));

    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Law of Torts');
    await app.user.type(screen.getByRole('combobox', { name: 'Course' }), 'Torts');
    await app.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Defences and causation');
    await app.user.click(screen.getByRole('radio', { name: /Public/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Front of card 1' }), 'Volenti');
    await app.user.type(screen.getByRole('textbox', { name: 'Back of card 1' }), 'consent to the risk');

    await app.user.click(screen.getByText('Paste many cards'));
    await app.user.click(screen.getByRole('textbox', { name: 'Paste cards, one a line' }));
    await app.user.paste('Novus actus\ta new act breaks the chain\n\nRes ipsa loquitur - the thing speaks for itself\nno separator here');
    const preview = screen.getByRole('table', { name: 'Preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByText(/Put a tab, " - " or a comma/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add 2 cards' }));
    expect(screen.getByRole('textbox', { name: 'Front of card 3' })).toHaveValue('Res ipsa loquitur');
    expect(screen.getByRole('button', { name: 'Add cards' })).toBeDisabled();
    expect(screen.queryByText(/Add 0/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(await screen.findByText('Study set created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Law of Torts', level: 1 })).toBeInTheDocument();
    const stored = studyDb.sets[0]!;
    expect(currentPath(app)).toBe(`/study/sets/${stored.set.id}`);
    expect(stored.set).toMatchObject({ title: 'Law of Torts', course: 'Torts', description: 'Defences and causation', visibility: 'public' });
    expect(inOrder(stored.cards).map((card) => [card.front, card.back])).toEqual([
      ['Volenti', 'consent to the risk'],
      ['Novus actus', 'a new act breaks the chain'],
      ['Res ipsa loquitur', 'the thing speaks for itself'],
    ]);
    expect(within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('saves the cards left in the paste box with the set', async () => {
    const app = renderApp('/study/sets/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Law of Torts');
    await app.user.click(screen.getByText('Paste many cards'));
    expect(screen.getByRole('button', { name: 'Add cards' })).toBeDisabled();
    expect(screen.queryByText(/Add 0/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('textbox', { name: 'Paste cards, one a line' }));
    await app.user.paste('Donoghue v Stevenson - the neighbour principle\nRylands v Fletcher - strict liability for escapes');
    expect(within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row')).toHaveLength(3);

    await app.user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(await screen.findByText('Study set created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Law of Torts', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 cards, 2 due')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('paragraph').map((text) => text.textContent))).toEqual([
      ['Front', 'Donoghue v Stevenson', 'Back', 'the neighbour principle', expect.any(String)],
      ['Front', 'Rylands v Fletcher', 'Back', 'strict liability for escapes', expect.any(String)],
    ]);
  });

  it('does not create the set while a pasted line makes no card, so nothing pasted is lost', async () => {
    const app = renderApp('/study/sets/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Equity');
    await app.user.click(screen.getByText('Paste many cards'));
    await app.user.click(screen.getByRole('textbox', { name: 'Paste cards, one a line' }));
    await app.user.paste('Delay defeats equity - laches\nEquity follows the law');
    await app.user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pasted line 2 makes no card: fix or remove it before creating the set.');
    expect(studyDb.sets).toHaveLength(0);
  });

  it('keeps the keyboard among the new cards when one is removed', async () => {
    const app = renderApp('/study/sets/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Front of card 1' }), 'One');
    await app.user.click(screen.getByRole('button', { name: 'Add a card' }));
    await app.user.click(screen.getByRole('button', { name: 'Add a card' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Front of card 3' }), 'Three');

    await app.user.click(screen.getByRole('button', { name: 'Remove card 2' }));
    expect(screen.getByRole('textbox', { name: 'Front of card 2' })).toHaveValue('Three');
    expect(screen.getByRole('button', { name: 'Remove card 2' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove card 1' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Front of card 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveFocus();
  });

  it('puts the keyboard on the first pasted card once the paste box’s cards are added', async () => {
    const app = renderApp('/study/sets/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Front of card 1' }), 'Volenti');
    await app.user.type(screen.getByRole('textbox', { name: 'Back of card 1' }), 'consent');
    await app.user.click(screen.getByText('Paste many cards'));
    await app.user.click(screen.getByRole('textbox', { name: 'Paste cards, one a line' }));
    await app.user.paste('Novus actus - a new act\nRes ipsa loquitur - the thing speaks for itself');
    await app.user.click(screen.getByRole('button', { name: 'Add 2 cards' }));
    // The button pressed is now disabled (the box is empty): the keyboard is not left on it.
    expect(screen.getByRole('button', { name: 'Add cards' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Front of card 2' })).toHaveValue('Novus actus');
    expect(screen.getByRole('textbox', { name: 'Front of card 2' })).toHaveFocus();
  });

  it('asks for a title and for both sides of a card before saving', async () => {
    const app = renderApp('/study/sets/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Front of card 1' }), 'Only a front');
    await app.user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the set a title.');
    expect(screen.getByRole('alert')).toHaveTextContent('Card 1 needs a front and a back.');
    expect(studyDb.sets).toHaveLength(0);
  });

  it('lists my sets and, apart, everyone’s public sets, searched by words and course', async () => {
    const me = buildMe();
    const kofi = buildMe({ name: 'Kofi Boateng' });
    seedStudySet(me, { title: 'Contract formation', course: 'Contract', cards: [['Offer', 'promise']] });
    seedStudySet(me, { title: 'Torts defences', course: 'Torts', description: 'volenti and contributory negligence' });
    seedStudySet(kofi, { title: 'Kofi’s equity', course: 'Equity', visibility: 'public' });
    seedStudySet(kofi, { title: 'Kofi’s private set' });
    const app = renderApp('/study/sets', { signedInAs: me });

    const mine = await screen.findByRole('list', { name: 'My sets' });
    expect(titlesIn(mine)).toEqual(['Torts defences', 'Contract formation']);
    expect(within(mine).getAllByRole('article')[1]).toHaveTextContent('1 card · 1 due');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'volenti');
    await waitFor(() => expect(titlesIn(mine)).toEqual(['Torts defences']));
    expect(currentPath(app)).toBe('/study/sets?q=volenti');
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await app.user.click(screen.getByRole('link', { name: 'Public sets' }));
    const shared = await screen.findByRole('list', { name: 'Public sets' });
    expect(titlesIn(shared)).toEqual(['Kofi’s equity']);
    expect(within(shared).getByText('Kofi Boateng')).toBeInTheDocument();
    await app.user.type(screen.getByRole('combobox', { name: 'Course' }), 'torts');
    expect(await screen.findByText('No study sets match your search.')).toBeInTheDocument();
    expect(currentPath(app)).toBe('/study/sets?view=public&course=torts');
  });

  it('edits a set', async () => {
    const me = buildMe();
    const { set } = seedStudySet(me, { title: 'Contract', course: 'Contract' });
    const app = renderApp(`/study/sets/${set.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('link', { name: 'Edit set' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await app.user.clear(title);
    await app.user.type(title, 'Law of Contract');
    await app.user.click(screen.getByRole('radio', { name: /Public/ }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Law of Contract', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(findSet(set.id)?.set).toMatchObject({ title: 'Law of Contract', visibility: 'public' }));
  });

  it('deletes a set after the confirmation, says so and goes back to my sets', async () => {
    const me = buildMe();
    const { set } = seedStudySet(me, { title: 'Old set' });
    seedStudySet(me, { title: 'Kept set' });
    const app = renderApp(`/study/sets/${set.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Study set deleted successfully')).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'My sets' });
    expect(titlesIn(mine)).toEqual(['Kept set']);
    expect(currentPath(app)).toBe('/study/sets');
    expect(findSet(set.id)).toBeUndefined();
  });

  it('shows someone’s public set without the owner’s controls, and a private one as not found', async () => {
    const me = buildMe();
    const kofi = buildMe({ name: 'Kofi Boateng' });
    const shared = seedStudySet(kofi, { title: 'Kofi’s equity', visibility: 'public', cards: [['Equity follows', 'the law']] });
    const hidden = seedStudySet(kofi, { title: 'Hidden' });
    const app = renderApp(`/study/sets/${shared.set.id}`, { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Kofi’s equity', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit set' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a card' })).not.toBeInTheDocument();

    await app.router.navigate({ to: '/study/sets/$setId', params: { setId: hidden.set.id } });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
