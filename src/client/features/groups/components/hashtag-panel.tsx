import type { HashtagCount } from '../../../../contract/groups.ts';
import { hashtagKey } from '../../../../contract/hashtags.ts';

type HashtagPanelProps = { hashtags: HashtagCount[]; selected: string | undefined; onSelect: (tag: string | undefined) => void };

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary-text';

/** The group's tags, most used first; picking one filters the posts, picking it again clears it. */
export function HashtagPanel({ hashtags, selected, onSelect }: HashtagPanelProps) {
  if (hashtags.length === 0) return null;
  const selectedKey = selected ? hashtagKey(selected) : undefined;
  return (
    <section aria-labelledby="group-hashtags" className="flex flex-col gap-2">
      <h2 id="group-hashtags" className="text-sm font-semibold text-muted">Hashtags</h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        {hashtags.map(({ tag, count }) => {
          const active = hashtagKey(tag) === selectedKey;
          return (
            <li key={hashtagKey(tag)}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={`#${tag}: ${count} ${count === 1 ? 'post' : 'posts'}`}
                onClick={() => onSelect(active ? undefined : tag)}
                className={`${chip} ${active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-muted-surface'}`}
              >
                #{tag}
                <span className={`tabular-nums ${active ? '' : 'text-muted'}`}>{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
