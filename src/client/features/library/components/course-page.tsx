import { Link } from '@tanstack/react-router';
import { useCourse } from '../api/get-course.ts';
import { BackLink } from './back-link.tsx';
import { creditsLabel } from './courses-page.tsx';
import { ActionLink, PageHeading } from './page-heading.tsx';
import { TagList } from './tag-list.tsx';

/** A catalogue course: what it covers, its topics, and its questions, cases and books. */
export function CoursePage({ courseId }: { courseId: string }) {
  const { data: course } = useCourse(courseId);
  if (!course) return null;
  const byCourse = { course: course.title };
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/courses">Courses</BackLink>
      <article className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <PageHeading title={course.title} />
        <TagList label="About this course" tags={[course.code, course.level, creditsLabel(course.credits)]} />
        {course.description ? <p className="whitespace-pre-line wrap-anywhere text-fg">{course.description}</p> : null}
        <nav aria-label="In this course" className="flex flex-wrap gap-2">
          <ActionLink to="/library/questions" search={byCourse}>Questions</ActionLink>
          <ActionLink variant="secondary" to="/library/cases" search={byCourse}>Case flashes</ActionLink>
          <ActionLink variant="secondary" to="/library/books" search={byCourse}>Books</ActionLink>
          <ActionLink variant="secondary" to="/library/practice" search={byCourse}>Practise</ActionLink>
        </nav>
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-fg">Topics</h2>
          {course.topics.length === 0 ? <p className="text-muted">No topics are listed for this course yet.</p> : null}
          <ul className="flex flex-col">
            {course.topics.map((topic) => (
              <li key={topic} className="border-t border-line first:border-t-0">
                <Link
                  to="/library/questions"
                  search={{ ...byCourse, topic }}
                  className="flex min-h-11 items-center py-2 wrap-anywhere text-fg hover:text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
                >
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
