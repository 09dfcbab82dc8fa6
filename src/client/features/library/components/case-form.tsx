import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { createCaseFlashBodySchema } from '../../../../contract/case-flashes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateCaseFlash } from '../api/create-case-flash.ts';
import { BackLink } from './back-link.tsx';
import { CourseFields } from './course-fields.tsx';
import { fieldErrorsOf, optionalNumber, type FieldErrors } from './field-errors.ts';
import { PageHeading } from './page-heading.tsx';

const parts = [
  { key: 'facts', label: 'Facts' },
  { key: 'issue', label: 'Issue' },
  { key: 'holding', label: 'Holding' },
  { key: 'ratio', label: 'Ratio decidendi' },
] as const;

type Fields = Record<'title' | 'citation' | 'court' | 'year' | 'course' | 'tags' | (typeof parts)[number]['key'], string>;
const EMPTY: Fields = { title: '', citation: '', court: '', year: '', course: '', tags: '', facts: '', issue: '', holding: '', ratio: '' };

function bodyOf(fields: Fields) {
  return {
    ...fields,
    year: optionalNumber(fields.year),
    tags: fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

/** A new case flash, briefed the usual way: the report, then facts, issue, holding and ratio. */
export function CaseForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCaseFlash({
    mutationConfig: { onSuccess: (caseFlash) => void navigate({ to: '/library/cases/$caseId', params: { caseId: caseFlash.id } }) },
  });
  const set = (key: keyof Fields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(fields);
    const checked = createCaseFlashBodySchema.safeParse(body);
    setErrors(checked.success ? {} : fieldErrorsOf(checked.error));
    if (checked.success) create.mutate(body);
  };

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/cases">Case flashes</BackLink>
      <PageHeading title="New case flash" />
      <form noValidate aria-label="New case flash" onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <TextField label="Case name" value={fields.title} onChange={(event) => set('title', event.target.value)} error={errors.title} required maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-[2fr_2fr_1fr]">
          <TextField label="Citation" hint="Optional" value={fields.citation} onChange={(event) => set('citation', event.target.value)} error={errors.citation} maxLength={200} />
          <TextField label="Court" hint="Optional" value={fields.court} onChange={(event) => set('court', event.target.value)} error={errors.court} maxLength={200} />
          <TextField label="Year" hint="Optional" inputMode="numeric" value={fields.year} onChange={(event) => set('year', event.target.value)} error={errors.year} />
        </div>
        <CourseFields course={fields.course} onCourse={(value) => set('course', value)} errors={errors} />
        {parts.map((part) => (
          <TextArea key={part.key} label={part.label} value={fields[part.key]} onChange={(event) => set(part.key, event.target.value)} error={errors[part.key]} required maxLength={5000} />
        ))}
        <TextField label="Tags" hint="Optional, separated by commas" value={fields.tags} onChange={(event) => set('tags', event.target.value)} error={errors.tags} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate({ to: '/library/cases' })}>Cancel</Button>
          <Button type="submit" loading={create.isPending}>Add case flash</Button>
        </div>
      </form>
    </div>
  );
}
