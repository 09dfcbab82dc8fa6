import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PRACTICE_COUNT_MAX, PRACTICE_MINUTES_MAX, startPracticeBodySchema } from '../../../../contract/practice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useQuestionFacets } from '../api/get-questions.ts';
import { useStartPractice } from '../api/start-practice.ts';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';
import type { QuestionSearch } from './library-search.ts';
import { QuestionFilters } from './question-filters.tsx';

type PracticeStartFormProps = { search: QuestionSearch; onSearch: (next: QuestionSearch) => void };

/** Questions drawn from the filter in the address: how many, whether timed, whether only the ones I missed. */
export function PracticeStartForm({ search, onSearch }: PracticeStartFormProps) {
  const navigate = useNavigate();
  const facets = useQuestionFacets(search.course);
  const [count, setCount] = useState('10');
  const [timed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState('30');
  const [onlyMissed, setOnlyMissed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const start = useStartPractice({
    mutationConfig: {
      onSuccess: ({ practice }) => {
        if (practice) void navigate({ to: '/library/practice/$practiceId', params: { practiceId: practice.id } });
      },
    },
  });
  // No question fits: the server's sentence, beside the form, until the choice changes.
  const noMatch = start.data?.noMatch ?? null;
  function changing<T>(set: (value: T) => void) {
    return (value: T) => {
      if (noMatch) start.reset();
      set(value);
    };
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { q: _q, ...filter } = search;
    const body = { ...filter, onlyMissed, count: Number(count), timeLimitMinutes: timed ? Number(minutes) : null };
    const checked = startPracticeBodySchema.safeParse(body);
    setErrors(checked.success ? {} : fieldErrorsOf(checked.error));
    if (checked.success) start.mutate(body);
  };

  return (
    <section aria-labelledby="start-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="start-heading" className="text-lg font-semibold text-fg">Start a practice</h2>
      <QuestionFilters search={search} facets={facets} onChange={changing(onSearch)} />
      <form noValidate aria-label="Start a practice" onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="Number of questions"
          className="sm:max-w-xs"
          type="number"
          inputMode="numeric"
          min={1}
          max={PRACTICE_COUNT_MAX}
          value={count}
          onChange={(event) => changing(setCount)(event.target.value)}
          error={errors.count ? `Choose 1 to ${PRACTICE_COUNT_MAX} questions.` : undefined}
        />
        <Switch label="Timed exam" description="A countdown; answers are graded when it ends." checked={timed} onCheckedChange={changing(setTimed)} />
        {timed ? (
          <TextField
            label="Time limit (minutes)"
            className="sm:max-w-xs"
            type="number"
            inputMode="numeric"
            min={1}
            max={PRACTICE_MINUTES_MAX}
            value={minutes}
            onChange={(event) => changing(setMinutes)(event.target.value)}
            error={errors.timeLimitMinutes ? `Choose 1 to ${PRACTICE_MINUTES_MAX} minutes.` : undefined}
          />
        ) : null}
        <Switch label="Only questions I missed" description="Questions I last answered wrongly." checked={onlyMissed} onCheckedChange={changing(setOnlyMissed)} />
        <Button type="submit" loading={start.isPending} className="sm:self-start">
          {timed ? 'Start the exam' : 'Start practising'}
        </Button>
        <p role="status" className={noMatch ? 'rounded-lg border border-line bg-muted-surface p-3 text-sm text-fg' : 'sr-only'}>
          {noMatch}
        </p>
      </form>
    </section>
  );
}
