import { useId } from 'react';
import type { CatalogueCourse } from '../../../../contract/catalogue.ts';
import { useCatalogueCourses } from '../api/get-catalogue-courses.ts';

const selectClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg focus:border-primary-text focus:outline-2 focus:outline-primary-text disabled:opacity-60';

type CatalogueCourseSelectProps = { enabled: boolean; value: string; onChoose: (course: CatalogueCourse | undefined) => void };

/** "Start from a catalogue course": choosing one fills the form with its title, code and topics. */
export function CatalogueCourseSelect({ enabled, value, onChoose }: CatalogueCourseSelectProps) {
  const id = useId();
  const courses = useCatalogueCourses({ enabled });
  const items = courses.data?.items ?? [];
  // Nothing to start from: the catalogue is empty, or could not be read.
  if (courses.isError || (courses.isSuccess && items.length === 0)) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Start from a catalogue course
      </label>
      <select
        id={id}
        value={value}
        disabled={courses.isPending}
        onChange={(event) => onChoose(items.find((course) => course.id === event.target.value))}
        className={selectClass}
      >
        <option value="">{courses.isPending ? 'Loading courses…' : 'None: start from scratch'}</option>
        {items.map((course) => (
          <option key={course.id} value={course.id}>
            {course.code ? `${course.title} (${course.code})` : course.title}
          </option>
        ))}
      </select>
    </div>
  );
}
