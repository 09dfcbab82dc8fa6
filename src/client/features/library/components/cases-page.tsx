import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { CaseFlash } from '../../../../contract/case-flashes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { useCaseFlashes } from '../api/get-case-flashes.ts';
import type { CourseSearch } from '../api/keys.ts';
import { BackLink } from './back-link.tsx';
import { CaseCard } from './case-card.tsx';
import { CourseSearchFields } from './course-search-fields.tsx';
import { DrillDialog } from './drill-dialog.tsx';
import { courseSearchOf } from './library-search.ts';
import { PagedList } from './paged-list.tsx';
import { ActionLink, PageHeading } from './page-heading.tsx';

/**
 * The study client's page for a set (built beside this one): linked by its path, as the
 * typed routes may not know it yet.
 */
const studySetPath = (studySetId: string) => `/study/sets/${encodeURIComponent(studySetId)}/study`;

/** Case flashes by course and words; pick some and drill them as a study set. */
export function CasesPage({ search, onSearch }: { search: CourseSearch; onSearch: (next: CourseSearch) => void }) {
  const router = useRouter();
  const cases = useCaseFlashes(courseSearchOf(search));
  // Kept across searches, so cases of several searches can be drilled together.
  const [selected, setSelected] = useState<Map<string, CaseFlash>>(new Map());
  const [drilling, setDrilling] = useState(false);

  const select = (caseFlash: CaseFlash, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(caseFlash.id, caseFlash);
      else next.delete(caseFlash.id);
      return next;
    });
  const courses = new Set([...selected.values()].map((caseFlash) => caseFlash.course));
  const suggestedTitle = `Case drill: ${courses.size === 1 ? [...courses][0] : `${selected.size} cases`}`;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library">Library</BackLink>
      <PageHeading title="Case flashes">
        <ActionLink to="/library/cases/new">
          <PlusIcon className="size-5" />
          Add a case
        </ActionLink>
      </PageHeading>
      <CourseSearchFields search={search} onChange={onSearch} label="Search case flashes" placeholder="Name, citation, tag or facts" />
      <PagedList
        query={cases}
        label="Case flashes"
        noun="cases"
        empty={<p>No case flashes match your search.</p>}
        renderItem={(caseFlash) => <CaseCard caseFlash={caseFlash} selected={selected.has(caseFlash.id)} onSelect={(on) => select(caseFlash, on)} />}
      />
      {selected.size > 0 ? (
        <div className="sticky bottom-20 z-10 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-3 shadow-lg md:bottom-4">
          <p className="font-semibold text-fg" aria-live="polite">
            {selected.size} {selected.size === 1 ? 'case' : 'cases'} selected
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setSelected(new Map())}>Clear</Button>
            <Button onClick={() => setDrilling(true)}>Drill these cases</Button>
          </div>
        </div>
      ) : null}
      {drilling ? (
        <DrillDialog
          onClose={() => setDrilling(false)}
          caseFlashIds={[...selected.keys()]}
          suggestedTitle={suggestedTitle}
          onCreated={(studySetId) => router.history.push(studySetPath(studySetId))}
        />
      ) : null}
    </div>
  );
}
