/* What the outline forms check before sending, with the contract's limits. */
import { OUTLINE_TOPIC_TITLE_MAX, OUTLINE_TOPICS_MAX } from '../../../../contract/outlines.ts';

export const TITLE_REQUIRED = 'Give the outline a title.';
export const TOPIC_REQUIRED = 'Write the topic first.';
export const TOO_MANY_TOPICS = `An outline holds at most ${OUTLINE_TOPICS_MAX} topics.`;
export const TOPIC_TOO_LONG = `A topic is at most ${OUTLINE_TOPIC_TITLE_MAX} characters long.`;

/** One topic a line; blank lines do not count. */
export function topicsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Why these topic titles cannot be saved, if they cannot. */
export function topicsError(titles: string[]): string | undefined {
  if (titles.length > OUTLINE_TOPICS_MAX) return TOO_MANY_TOPICS;
  if (titles.some((title) => title.length > OUTLINE_TOPIC_TITLE_MAX)) return TOPIC_TOO_LONG;
  return undefined;
}
