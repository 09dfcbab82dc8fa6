import { Link } from '@tanstack/react-router';
import type { CourseOutline } from '../../../../contract/outlines.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { OutlineProgress } from './outline-progress.tsx';

/** One outline in my list: its title (a link to it), course and progress. */
export function OutlineCard({ outline }: { outline: CourseOutline }) {
  const pending = isOptimistic(outline.id);
  return (
    <article aria-label={outline.title} aria-busy={pending || undefined} className={`relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 ${pending ? 'opacity-70' : ''}`}>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold wrap-anywhere text-fg">
          {pending ? (
            outline.title
          ) : (
            <Link to="/outlines/$outlineId" params={{ outlineId: outline.id }} className={stretchedLinkClass}>
              {outline.title}
            </Link>
          )}
        </h2>
        {outline.course ? <p className="self-start rounded-full bg-secondary/25 px-2 py-0.5 text-sm font-medium wrap-anywhere text-fg">{outline.course}</p> : null}
        {pending ? <p className="text-sm text-muted">Saving…</p> : null}
      </div>
      <OutlineProgress topics={outline.topics} label={`Progress of ${outline.title}`} />
    </article>
  );
}
