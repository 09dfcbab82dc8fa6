import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { renderApp } from '../support/render-app.tsx';


beforeEach(() => resetNotesDb());

const hostile = [
  '<script>window.__noteXss = true</script>',
  '<img src="x" onerror="window.__noteXss = true">',
  '[click me](javascript:window.__noteXss=true)',
  '<a href="javascript:alert(1)">raw link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '[Ghana Law Reports](https://ghalii.org/judgments)',
  '[my other note](/notes/note-123)',
  '| Case | Year |\n| --- | --- |\n| Donoghue v Stevenson | 1932 |',
].join('\n\n');

describe('a note body', () => {
  it('renders Markdown without anything that runs, and opens other sites safely', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Hostile', body: hostile });
    renderApp(`/notes/${note.id}`, { signedInAs: me });
    const article = await screen.findByRole('article');
    const table = await within(article).findByRole('table');

    expect(article.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect(article.querySelectorAll('img')).toHaveLength(0);
    for (const link of article.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect((window as { __noteXss?: boolean }).__noteXss).toBeUndefined();
    // Raw HTML never becomes elements: its text at most.
    expect(within(article).getByText('raw link').closest('a')).toBeNull();
    expect(within(article).getByText('click me').closest('a')).not.toHaveAttribute('href');

    const external = within(article).getByRole('link', { name: 'Ghana Law Reports' });
    expect(external).toHaveAttribute('href', 'https://ghalii.org/judgments');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = within(article).getByRole('link', { name: 'my other note' });
    expect(internal).toHaveAttribute('href', '/notes/note-123');
    expect(internal).not.toHaveAttribute('target');

    expect(within(table).getByRole('cell', { name: 'Donoghue v Stevenson' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Year' })).toBeInTheDocument();
  });
});
