import { useId } from 'react';
import { questionTypes, type QuestionFacets, type QuestionType } from '../../../../contract/questions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { CourseSelect } from './course-select.tsx';
import type { QuestionSearch } from './library-search.ts';
import { useSettledText } from './use-settled-text.ts';

export const questionTypeLabels: Record<QuestionType, string> = { mcq: 'MCQ', essay: 'Essay' };

type QuestionFiltersProps = {
  search: QuestionSearch;
  facets: QuestionFacets | undefined;
  onChange: (next: QuestionSearch) => void;
  /** The bank searches words too; a practice draws by the other filters only. */
  words?: boolean;
};

const chipClass =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-primary-text';

function TypeChips({ value, onChange }: { value: QuestionType | undefined; onChange: (type: QuestionType | undefined) => void }) {
  const name = useId();
  const choices = [undefined, ...questionTypes];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">Type</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-muted-surface p-1">
        {choices.map((type) => (
          <label key={type ?? 'all'} className={chipClass}>
            <input type="radio" name={name} className="sr-only" checked={value === type} onChange={() => onChange(type)} />
            {type ? questionTypeLabels[type] : 'All'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Course, topic, year and type (and words, in the bank), kept in the address by the caller. */
export function QuestionFilters({ search, facets, onChange, words = false }: QuestionFiltersProps) {
  const [text, setText] = useSettledText(search.q, (q) => onChange({ ...search, q }));
  const topics = facets?.topics ?? [];
  const years = facets?.years ?? [];
  // The starter library dates no question: no year to choose, no picker.
  const showYears = years.length > 0 || search.year !== undefined;
  const filtered = !!(search.course || search.topic || search.year || search.type || search.q);

  return (
    <form role="search" aria-label="Filter questions" onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3">
      {words ? (
        <TextField label="Search" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Words in a question" maxLength={200} />
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CourseSelect
          className="col-span-2 sm:col-span-1"
          value={search.course}
          options={facets?.courses ?? []}
          onChange={(course) => onChange({ ...search, course, topic: undefined })}
        />
        <SelectField label="Topic" className={showYears ? '' : 'col-span-2 sm:col-span-2'} value={search.topic ?? ''} onChange={(event) => onChange({ ...search, topic: event.target.value || undefined })}>
          <option value="">All topics</option>
          {search.topic && !topics.includes(search.topic) ? <option value={search.topic}>{search.topic}</option> : null}
          {topics.map((topic) => (
            <option key={topic} value={topic}>{topic}</option>
          ))}
        </SelectField>
        {showYears ? (
          <SelectField label="Year" value={search.year ?? ''} onChange={(event) => onChange({ ...search, year: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">Any year</option>
            {search.year && !years.includes(search.year) ? <option value={search.year}>{search.year}</option> : null}
            {years.map((year) => (
              <option key={year} value={year}>{year}</option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <TypeChips value={search.type} onChange={(type) => onChange({ ...search, type })} />
      {filtered ? (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => {
            setText('');
            onChange({});
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
