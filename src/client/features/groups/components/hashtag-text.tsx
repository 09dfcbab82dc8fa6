import { hashtagSegments } from '../lib/hashtag-segments.ts';

type HashtagTextProps = { text: string; onTag?: (tag: string) => void };

/**
 * Text with its hashtags highlighted; with `onTag` each tag is a button that filters by it.
 * Without it the highlight keeps the font as is, so it can sit under a textarea.
 */
export function HashtagText({ text, onTag }: HashtagTextProps) {
  return (
    <>
      {hashtagSegments(text).map((segment, index) => {
        const { tag } = segment;
        if (!tag) return <span key={index}>{segment.text}</span>;
        if (!onTag) return <mark key={index} className="rounded-sm bg-secondary/30 text-primary-text">{segment.text}</mark>;
        return (
          <button
            key={index}
            type="button"
            onClick={() => onTag(tag)}
            aria-label={`Show messages tagged #${tag}`}
            className="rounded font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            {segment.text}
          </button>
        );
      })}
    </>
  );
}
