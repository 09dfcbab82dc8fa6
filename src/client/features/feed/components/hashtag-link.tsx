import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A hashtag in a post or comment: a link to the feed filtered by it, keeping the feed's scope. */
function HashtagLink({ tag, children }: { tag: string; children: ReactNode }) {
  const { scope } = useSearch({ strict: false });
  return (
    <Link
      to="/feed"
      search={{ scope, tag }}
      className="font-semibold text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
    >
      {children}
    </Link>
  );
}

/** HashtagText's `renderTag` for the feed. */
export const linkHashtag = (tag: string, text: string) => <HashtagLink tag={tag}>{text}</HashtagLink>;
