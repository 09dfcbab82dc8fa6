import { Link, useSearch } from '@tanstack/react-router';
import { Fragment } from 'react';
import { segmentHashtags } from '../../../lib/hashtags.ts';

/** Text with each hashtag a link that filters the feed by it (keeping the feed's scope). */
export function HashtagText({ text }: { text: string }) {
  const { scope } = useSearch({ strict: false });
  return (
    <>
      {segmentHashtags(text).map((segment, index) =>
        segment.kind === 'tag' ? (
          <Link
            key={index}
            to="/feed"
            search={{ scope, tag: segment.tag }}
            className="font-semibold text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            {segment.text}
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
