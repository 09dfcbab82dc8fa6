import { useQueryClient } from '@tanstack/react-query';
import { studySetVisibilities } from '../../../../contract/study.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { knownCourses } from '../api/set-cache.ts';
import type { SetFieldErrors, SetFields } from './set-fields.ts';
import { visibilityExplanations, visibilityLabels } from './set-meta.ts';

type Props = { fields: SetFields; errors: SetFieldErrors; onChange: (fields: SetFields) => void };

/** A set's title, description, course and who may see it. */
export function SetFieldsEditor({ fields, errors, onChange }: Props) {
  const queryClient = useQueryClient();
  const set = <K extends keyof SetFields>(key: K, value: SetFields[K]) => onChange({ ...fields, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label="Title" value={fields.title} onChange={(event) => set('title', event.target.value)} error={errors.title} required />
        <TextField label="Course" hint="Optional" suggestions={knownCourses(queryClient)} value={fields.course} onChange={(event) => set('course', event.target.value)} error={errors.course} />
      </div>
      <TextArea label="Description" hint="Optional" value={fields.description} onChange={(event) => set('description', event.target.value)} error={errors.description} />
      <RadioCards
        legend="Who can see it"
        options={studySetVisibilities}
        labels={visibilityLabels}
        descriptions={visibilityExplanations}
        value={fields.visibility}
        onChange={(value) => set('visibility', value)}
      />
    </div>
  );
}
