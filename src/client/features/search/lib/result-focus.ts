/*
 * Keyboard movement between the top bar's field and the results below it. They render in
 * different parts of the page (the bar and the search route), so they meet through ids.
 */
export const SEARCH_FIELD_ID = 'search-field';
export const SEARCH_RESULTS_ID = 'search-results';
const RESULT_SELECTOR = '[data-search-result]';

function resultLinks(): HTMLElement[] {
  const list = document.getElementById(SEARCH_RESULTS_ID);
  return list ? [...list.querySelectorAll<HTMLElement>(RESULT_SELECTOR)] : [];
}

export function focusSearchField(): void {
  document.getElementById(SEARCH_FIELD_ID)?.focus();
}

/** Focuses the first result; false when there is none. */
export function focusFirstResult(): boolean {
  const first = resultLinks()[0];
  first?.focus();
  return first !== undefined;
}

/**
 * Arrow keys, Home and End move between results; up from the first (or Escape) goes back to
 * the field. True when the key was used, so the caller keeps it from scrolling the page.
 */
export function moveResultFocus(key: string): boolean {
  const links = resultLinks();
  const at = links.findIndex((link) => link === document.activeElement);
  if (at < 0) return false;
  if (key === 'Escape' || (key === 'ArrowUp' && at === 0)) {
    focusSearchField();
    return true;
  }
  const targets: Partial<Record<string, HTMLElement>> = { ArrowDown: links[at + 1], ArrowUp: links[at - 1], Home: links[0], End: links.at(-1) };
  if (!(key in targets)) return false;
  targets[key]?.focus();
  return true;
}
