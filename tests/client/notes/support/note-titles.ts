import { within } from '@testing-library/react';

/** The titles of the note cards in `list`, top to bottom. */
export const noteTitles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
