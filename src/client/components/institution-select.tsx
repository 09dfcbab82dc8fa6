import { useId } from 'react';
import { findInstitution } from '../../contract/institutions.ts';
import { groupInstitutions, useInstitutions } from '../lib/institutions.ts';
import { Spinner } from './ui/spinner.tsx';

type InstitutionSelectProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  error?: string;
};

/** Universities and campuses from GET /institutions, each campus under its university, with the chosen one's colours. */
export function InstitutionSelect({ value, onChange, label = 'University or campus', error }: InstitutionSelectProps) {
  const id = useId();
  const institutions = useInstitutions();
  const chosen = findInstitution(value);

  if (institutions.isPending) return <Spinner label="Loading universities" />;
  if (institutions.isError) {
    return (
      <p role="alert" className="text-sm text-danger-text">
        The list of universities could not be loaded.{' '}
        <button type="button" className="min-h-11 font-semibold underline" onClick={() => void institutions.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg focus:outline-2 focus:outline-primary-text aria-[invalid=true]:border-danger"
      >
        <option value="">Choose…</option>
        {groupInstitutions(institutions.data).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.items.map((item) => (
              <option key={item.id} value={item.id}>{item.name}</option>
            ))}
          </optgroup>
        ))}
      </select>
      {error ? <p id={`${id}-error`} className="text-sm font-medium text-danger-text">{error}</p> : null}
      {chosen ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span aria-hidden="true" className="flex overflow-hidden rounded-full border border-line">
            <span className="size-4" style={{ background: chosen.colors.primary }} />
            <span className="size-4" style={{ background: chosen.colors.secondary }} />
          </span>
          {chosen.shortName} colours will theme your Campus.
        </p>
      ) : null}
    </div>
  );
}
