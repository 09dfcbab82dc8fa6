import { Link } from '@tanstack/react-router';
import type { CaseFlash } from '../../../../contract/case-flashes.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { TagList } from './tag-list.tsx';

function CaseLines({ caseFlash }: { caseFlash: CaseFlash }) {
  const reported = [caseFlash.citation, caseFlash.court].filter(Boolean).join(' · ');
  return (
    <>
      <h2 className="font-semibold wrap-anywhere text-fg">
        <Link to="/library/cases/$caseId" params={{ caseId: caseFlash.id }} className={stretchedLinkClass}>
          {caseFlash.title}
        </Link>
      </h2>
      {reported ? <p className="text-sm wrap-anywhere text-muted">{reported}</p> : null}
      <TagList label="Course" tags={[caseFlash.course]} />
    </>
  );
}

/** A case: its name (a link to it), citation, court and course. */
export function CaseSummary({ caseFlash }: { caseFlash: CaseFlash }) {
  return (
    <article className="relative flex flex-col gap-1.5 rounded-2xl border border-line bg-surface p-4">
      <CaseLines caseFlash={caseFlash} />
    </article>
  );
}

type CaseCardProps = { caseFlash: CaseFlash; selected: boolean; onSelect: (selected: boolean) => void };

/** A case in the list, with a box to pick it for a drill. */
export function CaseCard({ caseFlash, selected, onSelect }: CaseCardProps) {
  return (
    <article className={`relative flex gap-2 rounded-2xl border bg-surface p-2 pr-4 ${selected ? 'border-primary-text' : 'border-line'}`}>
      <label className="relative z-10 flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${caseFlash.title}`}
          className="size-5 accent-[var(--color-primary)]"
        />
      </label>
      <div className="flex min-w-0 flex-col gap-1.5 py-2">
        <CaseLines caseFlash={caseFlash} />
      </div>
    </article>
  );
}
