/*
 * Phones first: a long query without spaces (a pasted link, say) wraps in the count line and in
 * "Nothing found" instead of widening the page at 360 px. jsdom has no layout, so the check is
 * that the line may break anywhere.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../../../src/contract/address-limits.ts';
import { buildMe } from '../../mocks/db.ts';
import { resetNotesDb } from '../../mocks/notes-handlers.ts';
import { renderApp } from '../support/render-app.tsx';

beforeEach(() => resetNotesDb());

describe('a long search', () => {
  it('wraps the query in the count line and in "Nothing found"', async () => {
    const q = `https://www.ghalii.org/gh/judgment/${'x'.repeat(SEARCH_QUERY_MAX)}`.slice(0, SEARCH_QUERY_MAX);
    renderApp(`/search?q=${encodeURIComponent(q)}`, { signedInAs: buildMe() });

    expect(await screen.findByText(`0 results for “${q}”`)).toHaveClass('wrap-anywhere');
    expect(screen.getByText(`Nothing found for “${q}”.`)).toHaveClass('wrap-anywhere');
  });
});
