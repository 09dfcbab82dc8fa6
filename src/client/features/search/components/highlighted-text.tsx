import type { Highlight } from '../../../../contract/search.ts';
import { highlightSegments } from '../lib/highlight-segments.ts';

/** A snippet with its matched words in <mark>; the text stays text, whatever it holds. */
export function HighlightedText({ text, highlights }: { text: string; highlights: readonly Highlight[] }) {
  return (
    <>
      {highlightSegments(text, highlights).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="rounded-sm bg-secondary px-0.5 text-on-secondary">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
