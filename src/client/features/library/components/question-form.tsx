import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { createQuestionBodySchema, questionTypes, type QuestionType } from '../../../../contract/questions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateQuestion } from '../api/create-question.ts';
import { BackLink } from './back-link.tsx';
import { CourseFields } from './course-fields.tsx';
import { fieldErrorsOf, optionalNumber, type FieldErrors } from './field-errors.ts';
import { OptionFields } from './option-fields.tsx';
import { PageHeading } from './page-heading.tsx';
import { questionTypeLabels } from './question-filters.tsx';

type Fields = {
  course: string;
  topic: string;
  year: string;
  type: QuestionType;
  question: string;
  options: string[];
  answerIndex: number | null;
  modelAnswer: string;
  explanation: string;
};

const EMPTY: Fields = { course: '', topic: '', year: '', type: 'mcq', question: '', options: ['', ''], answerIndex: null, modelAnswer: '', explanation: '' };

function bodyOf(fields: Fields) {
  const mcq = fields.type === 'mcq';
  return {
    course: fields.course,
    topic: fields.topic,
    year: optionalNumber(fields.year),
    type: fields.type,
    question: fields.question,
    options: mcq ? fields.options : [],
    answerIndex: mcq ? fields.answerIndex : null,
    modelAnswer: mcq ? null : fields.modelAnswer,
    explanation: fields.explanation,
  };
}

/** A new question for the bank: an MCQ with its options and right answer, or an essay question with a model answer. */
export function QuestionForm() {
  const navigate = useNavigate();
  const typeName = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateQuestion({
    mutationConfig: { onSuccess: (question) => void navigate({ to: '/library/questions/$questionId', params: { questionId: question.id } }) },
  });
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(fields);
    const checked = createQuestionBodySchema.safeParse(body);
    setErrors(checked.success ? {} : fieldErrorsOf(checked.error));
    if (checked.success) create.mutate(body);
  };

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/questions">Question bank</BackLink>
      <PageHeading title="New question" />
      <form noValidate aria-label="New question" onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr]">
          <CourseFields course={fields.course} onCourse={(value) => set('course', value)} topic={fields.topic} onTopic={(value) => set('topic', value)} errors={errors} />
          <TextField label="Year" hint="Optional" inputMode="numeric" value={fields.year} onChange={(event) => set('year', event.target.value)} error={errors.year} />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-fg">Type</legend>
          <div className="grid grid-cols-2 gap-2">
            {questionTypes.map((type) => (
              <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-checked:border-primary-text has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-primary-text">
                <input type="radio" name={typeName} checked={fields.type === type} onChange={() => set('type', type)} className="size-4 accent-[var(--color-primary)]" />
                <span className="font-semibold text-fg">{questionTypeLabels[type]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea label="Question" value={fields.question} onChange={(event) => set('question', event.target.value)} error={errors.question} required maxLength={5000} />
        {fields.type === 'mcq' ? (
          <OptionFields
            options={fields.options}
            answerIndex={fields.answerIndex}
            onChange={(options, answerIndex) => setFields((current) => ({ ...current, options, answerIndex }))}
            errors={errors}
          />
        ) : (
          <TextArea label="Model answer" value={fields.modelAnswer} onChange={(event) => set('modelAnswer', event.target.value)} error={errors.modelAnswer} maxLength={20_000} />
        )}
        <TextArea label="Explanation" hint="Optional: why the answer is right." value={fields.explanation} onChange={(event) => set('explanation', event.target.value)} error={errors.explanation} maxLength={5000} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate({ to: '/library/questions' })}>Cancel</Button>
          <Button type="submit" loading={create.isPending}>Add question</Button>
        </div>
      </form>
    </div>
  );
}
