import { Fragment, type ReactNode } from 'react';
import { segmentHashtags } from '../../lib/hashtags.ts';

type HashtagTextProps = {
  text: string;
  /** What a tag becomes (a link, a filter button); by default a highlight that keeps the text's metrics, so it can sit under a textarea. */
  renderTag?: (tag: string, text: string) => ReactNode;
};

export const highlightHashtag = (tag: string, text: string) => (
  <mark data-hashtag={tag} className="rounded-sm bg-secondary/35 text-primary-text">
    {text}
  </mark>
);

/** Text with its hashtags picked out, by the contract's rule. */
export function HashtagText({ text, renderTag = highlightHashtag }: HashtagTextProps) {
  return (
    <>
      {segmentHashtags(text).map((segment, index) => (
        <Fragment key={index}>{segment.kind === 'tag' ? renderTag(segment.tag, segment.text) : segment.text}</Fragment>
      ))}
    </>
  );
}
