import { useNavigate } from '@tanstack/react-router';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDeleteCaseFlash } from '../api/delete-case-flash.ts';
import { useCaseFlash } from '../api/get-case-flash.ts';
import { BackLink } from './back-link.tsx';
import { DeleteButton } from './delete-button.tsx';
import { PageHeading } from './page-heading.tsx';
import { TagList } from './tag-list.tsx';

/** A case as students brief it: name, citation, court and year, then facts, issue, holding and ratio. */
export function CasePage({ caseId }: { caseId: string }) {
  const { data: caseFlash } = useCaseFlash(caseId);
  const me = useMe();
  const navigate = useNavigate();
  const remove = useDeleteCaseFlash({ mutationConfig: { onSuccess: () => void navigate({ to: '/library/cases', replace: true }) } });
  if (!caseFlash) return null;
  const mayDelete = caseFlash.createdBy?.id === me.id || me.role === 'admin';
  const brief = [
    ['Facts', caseFlash.facts],
    ['Issue', caseFlash.issue],
    ['Holding', caseFlash.holding],
    ['Ratio decidendi', caseFlash.ratio],
  ] as const;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/cases">Case flashes</BackLink>
      <article className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <header className="flex flex-col gap-3">
          <PageHeading title={caseFlash.title} />
          <dl className="grid items-baseline gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {(
              [
                ['Citation', caseFlash.citation],
                ['Court', caseFlash.court],
                ['Year', caseFlash.year],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd className="min-w-0 font-medium wrap-anywhere text-fg">{value ?? 'Not recorded'}</dd>
              </div>
            ))}
            <div className="contents">
              <dt className="text-muted">Course</dt>
              <dd className="min-w-0 wrap-anywhere">
                <TextLink to="/library/cases" search={{ course: caseFlash.course }}>
                  {caseFlash.course}
                </TextLink>
              </dd>
            </div>
          </dl>
        </header>
        {brief.map(([heading, text]) => (
          <section key={heading} className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-fg">{heading}</h2>
            <p className="whitespace-pre-line wrap-anywhere text-fg">{text}</p>
          </section>
        ))}
        <TagList label="Tags" tags={caseFlash.tags} />
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm text-muted">
          <span>{caseFlash.createdBy ? `Added by ${caseFlash.createdBy.name}` : 'From the starter library'}</span>
          {mayDelete ? <DeleteButton consequence="This case flash will be deleted for everyone." onDelete={() => remove.mutateAsync(caseFlash.id)} /> : null}
        </footer>
      </article>
    </div>
  );
}
