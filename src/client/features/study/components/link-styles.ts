/* The study area's links drawn as buttons (44 px tall), and its tabs. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text';

export const primaryLinkClass = `${base} bg-primary text-on-primary hover:bg-hover hover:text-on-hover`;
export const secondaryLinkClass = `${base} border border-line bg-surface text-fg hover:bg-muted-surface`;
export const tabClass =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:bg-surface data-[status=active]:text-fg data-[status=active]:shadow-sm';
