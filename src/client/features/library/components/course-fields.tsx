import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCourseOptions } from '../api/get-course-options.ts';

type CourseFieldsProps = {
  course: string;
  onCourse: (course: string) => void;
  errors: Record<string, string | undefined>;
  /** With `onTopic`, a topic field suggesting the chosen course's topics. */
  topic?: string;
  onTopic?: (topic: string) => void;
};

/** The course (and topic) of a new library item, suggested from the catalogue but free to type. */
export function CourseFields({ course, onCourse, errors, topic, onTopic }: CourseFieldsProps) {
  const coursesId = useId();
  const topicsId = useId();
  const courses = useCourseOptions().data ?? [];
  const chosen = courses.find((option) => option.title.toLowerCase() === course.trim().toLowerCase());
  return (
    <>
      <TextField label="Course" list={coursesId} value={course} onChange={(event) => onCourse(event.target.value)} error={errors.course} required maxLength={120} />
      <datalist id={coursesId}>
        {courses.map((option) => (
          <option key={option.id} value={option.title} />
        ))}
      </datalist>
      {onTopic ? (
        <>
          <TextField label="Topic" list={topicsId} value={topic ?? ''} onChange={(event) => onTopic(event.target.value)} error={errors.topic} required maxLength={120} />
          <datalist id={topicsId}>
            {chosen?.topics.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </>
      ) : null}
    </>
  );
}
