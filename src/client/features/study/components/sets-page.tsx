import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { studySetScopes, type StudySetScope } from '../../../../contract/study.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStudySets } from '../api/get-study-sets.ts';
import { knownCourses } from '../api/set-cache.ts';
import { SetCard } from './set-card.tsx';
import { StudyHeader } from './study-header.tsx';
import { setsFilter, type StudySetsSearch } from './study-search.ts';

const scopeLabels: Record<StudySetScope, string> = { mine: 'My sets', public: 'Public sets' };

function Empty({ scope, filtered }: { scope: StudySetScope; filtered: boolean }) {
  if (filtered) return <p>No study sets match your search.</p>;
  if (scope === 'public') return <p>Nobody has shared a study set yet.</p>;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="font-semibold text-fg">You have no study sets yet.</p>
      <p>Make flash cards for a course: cases and their ratios, definitions, sections of an Act.</p>
      <TextLink to="/study/sets/new">Make your first set</TextLink>
    </div>
  );
}

/** My sets or everyone's public ones, searched by words and filtered by course (all kept in the address). */
export function SetsPage({ search, onSearch }: { search: StudySetsSearch; onSearch: (next: StudySetsSearch) => void }) {
  useDocumentTitle('Study sets');
  const queryClient = useQueryClient();
  const filter = setsFilter(search);
  const [q, setQ] = useState(filter.q ?? '');
  const [course, setCourse] = useState(filter.course ?? '');
  const settledQ = useDebouncedValue(q.trim()) || undefined;
  const settledCourse = useDebouncedValue(course.trim()) || undefined;

  useEffect(() => {
    if (settledQ !== filter.q || settledCourse !== filter.course) onSearch({ view: search.view, q: settledQ, course: settledCourse });
  }, [settledQ, settledCourse, filter.q, filter.course, search.view, onSearch]);

  const sets = useStudySets(filter);
  const items = sets.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = !!(filter.q || filter.course);

  return (
    <div className="flex flex-col gap-4">
      <StudyHeader />
      <nav aria-label="Whose sets" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        {studySetScopes.map((scope) => (
          <Link
            key={scope}
            to="/study/sets"
            search={{ view: scope === 'mine' ? undefined : scope, q: filter.q, course: filter.course }}
            aria-current={scope === filter.scope ? 'page' : undefined}
            className="flex min-h-11 items-center justify-center rounded-lg px-1 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
          >
            {scopeLabels[scope]}
          </Link>
        ))}
      </nav>
      <form role="search" aria-label="Search study sets" onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField label="Search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Words in a title or description" maxLength={200} />
        <TextField label="Course" suggestions={knownCourses(queryClient)} value={course} onChange={(event) => setCourse(event.target.value)} placeholder="All courses" maxLength={120} />
      </form>
      {sets.isPending ? (
        <Spinner className="size-6" label="Loading study sets" />
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">
          <Empty scope={filter.scope} filtered={filtered} />
        </div>
      ) : (
        <ul aria-label={scopeLabels[filter.scope]} className="flex flex-col gap-3">
          {items.map((set) => (
            <li key={set.id}>
              <SetCard set={set} showOwner={filter.scope === 'public'} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={!!sets.hasNextPage} loading={sets.isFetchingNextPage} onLoadMore={() => void sets.fetchNextPage()} />
    </div>
  );
}
