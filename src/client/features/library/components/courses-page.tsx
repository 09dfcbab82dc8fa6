import { Link } from '@tanstack/react-router';
import type { CatalogueCourse } from '../../../../contract/catalogue.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCourses } from '../api/get-courses.ts';
import { BackLink } from './back-link.tsx';
import { PagedList } from './paged-list.tsx';
import { PageHeading } from './page-heading.tsx';
import { TagList } from './tag-list.tsx';
import { useSettledText } from './use-settled-text.ts';

export const creditsLabel = (credits: number | null) => (credits === null ? null : `${credits} ${credits === 1 ? 'credit' : 'credits'}`);

export function CourseCard({ course }: { course: CatalogueCourse }) {
  return (
    <article className="relative flex flex-col gap-1.5 rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold wrap-anywhere text-fg">
        <Link to="/library/courses/$courseId" params={{ courseId: course.id }} className={stretchedLinkClass}>
          {course.code ? `${course.code} · ` : ''}
          {course.title}
        </Link>
      </h2>
      <TagList label="About this course" tags={[course.level, creditsLabel(course.credits), `${course.topics.length} topics`]} />
    </article>
  );
}

/** The course catalogue, by title, searched by title or code. */
export function CoursesPage({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const courses = useCourses(q);
  const [text, setText] = useSettledText(q, onSearch);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library">Library</BackLink>
      <PageHeading title="Courses" />
      <form role="search" aria-label="Search courses" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Search" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Course title or code" maxLength={200} />
      </form>
      <PagedList query={courses} label="Courses" noun="courses" empty={<p>No courses match your search.</p>} renderItem={(course) => <CourseCard course={course} />} />
    </div>
  );
}
