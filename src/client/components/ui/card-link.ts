/*
 * A card that is one tap target: its title link's ::after is stretched over the card (which
 * must be `relative`), so a tap anywhere on it follows the link, while screen readers still
 * find a single link named by the title. Any other control in the card needs `relative z-10`
 * to stay above the stretched area; the focus ring is drawn around the whole card.
 */
export const stretchedLinkClass =
  'after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-text';
