import { useRouter } from '@tanstack/react-router';
import { useId, type MouseEvent } from 'react';
import { searchHitPath, type SearchHit as Hit } from '../../../../contract/search.ts';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { searchTypeInfo } from '../lib/search-types.ts';
import { HighlightedText } from './highlighted-text.tsx';

/**
 * One result: a link named by its title, described by its kind and snippet. It opens in the
 * app (a new tab on a modified click); `onOpen` runs first. The list moves between results
 * with the arrow keys through `data-search-result`.
 */
export function SearchHit({ hit, onOpen }: { hit: Hit; onOpen: () => void }) {
  const router = useRouter();
  const id = useId();
  const info = searchTypeInfo[hit.type];
  // Any other address the server sends is no place to go.
  const href = safeRedirect(hit.url, searchHitPath(hit.type, hit.id));

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  return (
    <a
      href={href}
      onClick={open}
      data-search-result=""
      aria-labelledby={`${id}-title`}
      aria-describedby={hit.snippet ? `${id}-kind ${id}-snippet` : `${id}-kind`}
      className="flex min-h-11 gap-3 rounded-xl p-3 hover:bg-muted-surface focus-visible:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
    >
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted-surface text-primary-text">
        <info.icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={`${id}-title`} className="font-semibold wrap-anywhere text-fg">
          {hit.title}
        </span>
        {hit.snippet ? (
          <span id={`${id}-snippet`} className="text-sm wrap-anywhere text-muted">
            <HighlightedText text={hit.snippet} highlights={hit.highlights} />
          </span>
        ) : null}
        <span id={`${id}-kind`} className="text-xs text-muted">
          {info.one}
          {hit.createdAt ? (
            <>
              {' · '}
              <TimeAgo iso={hit.createdAt} />
            </>
          ) : null}
        </span>
      </span>
    </a>
  );
}
