import { useId, useState, type FormEvent } from 'react';
import type { CatalogueCourse } from '../../../../contract/catalogue.ts';
import { OUTLINE_COURSE_MAX, OUTLINE_DESCRIPTION_MAX, OUTLINE_TITLE_MAX } from '../../../../contract/outlines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import { useCreateOutline } from '../api/create-outline.ts';
import { CatalogueCourseSelect } from './catalogue-course-select.tsx';
import { TITLE_REQUIRED, topicsError, topicsFromText } from './outline-fields.ts';

const empty = { courseId: '', title: '', course: '', description: '', topics: '' };
type Fields = typeof empty;
type Errors = { title?: string; topics?: string };

/**
 * A new outline: title, course, description and topics (one a line), all but the title
 * optional, or filled from a catalogue course. It shows in my list at once; should saving
 * fail, the dialog opens again with what was typed.
 */
export function NewOutlineDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateOutline();
  const set = (changes: Partial<Fields>) => setFields((current) => ({ ...current, ...changes }));

  const choose = (course: CatalogueCourse | undefined) =>
    set(course ? { courseId: course.id, title: course.title, course: course.code || course.title, topics: course.topics.join('\n') } : { courseId: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const titles = topicsFromText(fields.topics);
    const found: Errors = { title: fields.title.trim() ? undefined : TITLE_REQUIRED, topics: topicsError(titles) };
    setErrors(found);
    if (found.title || found.topics) return;
    const body = {
      title: fields.title.trim(),
      course: fields.course.trim(),
      description: fields.description.trim(),
      topics: titles.map((title) => ({ title, completed: false })),
    };
    create.mutate({ body, standInId: optimisticId() }, { onSuccess: () => setFields(empty), onError: () => onOpenChange(true) });
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New course outline"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Create outline
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CatalogueCourseSelect enabled={open} value={fields.courseId} onChoose={choose} />
        <TextField label="Title" value={fields.title} maxLength={OUTLINE_TITLE_MAX} onChange={(event) => set({ title: event.target.value })} error={errors.title} required />
        <TextField label="Course" hint="Optional." value={fields.course} maxLength={OUTLINE_COURSE_MAX} onChange={(event) => set({ course: event.target.value })} />
        <TextArea
          label="Description"
          hint="Optional."
          value={fields.description}
          maxLength={OUTLINE_DESCRIPTION_MAX}
          onChange={(event) => set({ description: event.target.value })}
        />
        <TextArea label="Topics" hint="One topic a line. Optional: you can add topics later." value={fields.topics} onChange={(event) => set({ topics: event.target.value })} error={errors.topics} />
      </form>
    </Modal>
  );
}
