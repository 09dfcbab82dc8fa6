import { TextField } from '../../../components/ui/text-field.tsx';
import type { CourseSearch } from '../api/keys.ts';
import { useCourseOptions } from '../api/get-course-options.ts';
import { CourseSelect } from './course-select.tsx';
import { useSettledText } from './use-settled-text.ts';

type CourseSearchFieldsProps = { search: CourseSearch; onChange: (next: CourseSearch) => void; label: string; placeholder: string };

/** Words and one catalogue course, for the case flash and book lists. */
export function CourseSearchFields({ search, onChange, label, placeholder }: CourseSearchFieldsProps) {
  const courses = useCourseOptions().data ?? [];
  const [text, setText] = useSettledText(search.q, (q) => onChange({ ...search, q }));
  return (
    <form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <TextField label="Search" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} maxLength={200} />
      <CourseSelect value={search.course} options={courses.map((course) => course.title)} onChange={(course) => onChange({ ...search, course })} />
    </form>
  );
}
