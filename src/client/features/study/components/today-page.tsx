import { Link } from '@tanstack/react-router';
import type { StudyToday } from '../../../../contract/study.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatLongDateTime, formatTimeUntil } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useToday } from '../api/get-today.ts';
import { primaryLinkClass } from './link-styles.ts';
import { StudyHeader } from './study-header.tsx';
import { plural } from './set-meta.ts';

function NothingDue({ nextDueAt }: { nextDueAt: string | null }) {
  return (
    <section aria-labelledby="nothing-due" className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-6 text-center">
      <h2 id="nothing-due" className="text-lg font-semibold text-fg">Nothing to review right now</h2>
      {nextDueAt ? (
        <p className="text-muted">
          The next card comes due{' '}
          <time dateTime={nextDueAt} title={formatLongDateTime(nextDueAt)} className="font-semibold text-fg">
            {formatTimeUntil(nextDueAt)}
          </time>
          .
        </p>
      ) : (
        <p className="text-muted">Make a set of flash cards, or study one of the public sets, and your reviews will wait here.</p>
      )}
      <TextLink to="/study/sets">Browse study sets</TextLink>
    </section>
  );
}

function DueSets({ today }: { today: StudyToday }) {
  return (
    <section aria-labelledby="due-total" className="flex flex-col gap-3">
      <h2 id="due-total" className="text-lg font-semibold text-fg">
        {plural(today.dueTotal, 'card', 'cards')} due today
      </h2>
      <ul aria-label="Sets with cards due" className="flex flex-col gap-3">
        {today.sets.map(({ studySet, dueCount }) => (
          <li key={studySet.id} className="relative flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <Link
                to="/study/sets/$setId"
                params={{ setId: studySet.id }}
                className={`font-semibold break-words text-fg ${stretchedLinkClass}`}
              >
                {studySet.title}
              </Link>
              <span className="text-sm text-muted">
                {plural(dueCount, 'card', 'cards')} due{studySet.course ? ` · ${studySet.course}` : ''}
              </span>
            </div>
            <Link to="/study/sets/$setId/study" params={{ setId: studySet.id }} aria-label={`Study now: ${studySet.title}`} className={`relative z-10 ${primaryLinkClass}`}>
              Study now
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Today's reviews: how many cards are due across my sets, each set with its count; or when the next comes due. */
export function TodayPage() {
  useDocumentTitle('Study');
  const { data: today } = useToday();
  return (
    <div className="flex flex-col gap-4">
      <StudyHeader />
      {today ? today.dueTotal > 0 ? <DueSets today={today} /> : <NothingDue nextDueAt={today.nextDueAt} /> : null}
    </div>
  );
}
