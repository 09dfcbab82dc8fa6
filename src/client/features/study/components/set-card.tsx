import { Link } from '@tanstack/react-router';
import type { StudySet } from '../../../../contract/study.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { plural, visibilityLabels } from './set-meta.ts';

/** One set in a list: its title (a link to it), course, who made it, its cards and how many are due for me. */
export function SetCard({ set, showOwner }: { set: StudySet; showOwner: boolean }) {
  return (
    <article className="relative flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <h2 className="text-lg font-semibold break-words text-fg">
        <Link to="/study/sets/$setId" params={{ setId: set.id }} className={stretchedLinkClass}>
          {set.title}
        </Link>
      </h2>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {showOwner ? <span className="font-medium text-fg">{set.owner.name}</span> : null}
        {set.course ? <span className="rounded-full bg-secondary/25 px-2 py-0.5 font-medium text-fg">{set.course}</span> : null}
        <span>{visibilityLabels[set.visibility]}</span>
      </p>
      {set.description ? <p className="line-clamp-2 break-words text-fg">{set.description}</p> : null}
      <p className="text-sm text-muted">
        {plural(set.cardsCount, 'card', 'cards')} · <span className={set.dueCount > 0 ? 'font-semibold text-fg' : ''}>{set.dueCount} due</span>
      </p>
    </article>
  );
}
