import { useState, type FormEvent } from 'react';
import { createCatalogueCourseBodySchema, type CatalogueCourse } from '../../../../contract/catalogue.ts';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateCourse } from '../api/create-course.ts';
import { useUpdateCourse } from '../api/update-course.ts';
import { FormDialog } from './form-dialog.tsx';
import { fieldErrorsOf, optionalNumber, type FieldErrors } from './field-errors.ts';

type Fields = Record<'code' | 'title' | 'description' | 'level' | 'credits' | 'topics', string>;

function fieldsOf(course: CatalogueCourse | undefined): Fields {
  return {
    code: course?.code ?? '',
    title: course?.title ?? '',
    description: course?.description ?? '',
    level: course?.level ?? '',
    credits: course?.credits?.toString() ?? '',
    topics: course?.topics.join('\n') ?? '',
  };
}

const topicsOf = (text: string) =>
  text
    .split('\n')
    .map((topic) => topic.trim())
    .filter(Boolean);

/** Adds a course to the catalogue, or changes one (admins); topics one a line. */
export function CourseFormDialog({ course, onClose }: { course?: CatalogueCourse; onClose: () => void }) {
  const [fields, setFields] = useState(() => fieldsOf(course));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCourse({ mutationConfig: { onSuccess: onClose } });
  const update = useUpdateCourse();
  const set = (key: keyof Fields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createCatalogueCourseBodySchema.safeParse({ ...fields, credits: optionalNumber(fields.credits) ?? undefined, topics: topicsOf(fields.topics) });
    setErrors(checked.success ? {} : fieldErrorsOf(checked.error));
    if (!checked.success) return;
    if (!course) return create.mutate(checked.data);
    update.mutate({ id: course.id, changes: checked.data });
    onClose();
  };

  return (
    <FormDialog
      title={course ? 'Edit course' : 'Add a course'}
      submitLabel={course ? 'Save course' : 'Add course'}
      size="lg"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
        <TextField label="Title" value={fields.title} onChange={(event) => set('title', event.target.value)} error={errors.title} required />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Code" hint="Optional" value={fields.code} onChange={(event) => set('code', event.target.value)} error={errors.code} />
          <TextField label="Level" hint="Optional" value={fields.level} onChange={(event) => set('level', event.target.value)} error={errors.level} />
          <TextField label="Credits" hint="Optional" inputMode="numeric" value={fields.credits} onChange={(event) => set('credits', event.target.value)} error={errors.credits} />
        </div>
        <TextArea label="Description" hint="Optional" value={fields.description} onChange={(event) => set('description', event.target.value)} error={errors.description} />
        <TextArea label="Topics" hint="One a line" value={fields.topics} onChange={(event) => set('topics', event.target.value)} error={errors.topics} />
    </FormDialog>
  );
}
