import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBooks } from '../api/get-books.ts';
import { useCaseFlashes } from '../api/get-case-flashes.ts';
import { useCourses } from '../api/get-courses.ts';
import { useQuestions } from '../api/get-questions.ts';
import { BookCard } from './books-page.tsx';
import { CourseCard } from './courses-page.tsx';
import { ActionLink } from './page-heading.tsx';
import { QuestionCard } from './question-card.tsx';
import { CaseSummary } from './case-card.tsx';

const SHOWN = 3;

type GroupProps<T extends { id: string }> = {
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;
  render: (item: T) => ReactNode;
  seeAll: ReactNode;
};

function ResultGroup<T extends { id: string }>({ title, query, render, seeAll }: GroupProps<T>) {
  const items = query.data?.pages[0]?.items ?? [];
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {query.isPending ? <Spinner className="size-6" label={`Searching ${title.toLowerCase()}`} /> : null}
      {!query.isPending && items.length === 0 ? <p className="text-muted">Nothing found.</p> : null}
      <ul className="flex flex-col gap-2">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      {items.length > SHOWN || query.hasNextPage ? seeAll : null}
    </section>
  );
}

/** The hub's search: the first matches in each part of the library, and a way to see them all. */
export function HubResults({ q }: { q: string }) {
  const questions = useQuestions({ q });
  const cases = useCaseFlashes({ q });
  const books = useBooks({ q });
  const courses = useCourses(q);
  const seeAll = (to: '/library/questions' | '/library/cases' | '/library/books' | '/library/courses', what: string) => (
    <ActionLink variant="secondary" to={to} search={{ q }} className="self-start">
      See all {what}
    </ActionLink>
  );
  return (
    <div className="flex flex-col gap-6">
      <ResultGroup title="Questions" query={questions} render={(question) => <QuestionCard question={question} />} seeAll={seeAll('/library/questions', 'questions')} />
      <ResultGroup title="Case flashes" query={cases} render={(caseFlash) => <CaseSummary caseFlash={caseFlash} />} seeAll={seeAll('/library/cases', 'case flashes')} />
      <ResultGroup title="Books" query={books} render={(book) => <BookCard book={book} />} seeAll={seeAll('/library/books', 'books')} />
      <ResultGroup title="Courses" query={courses} render={(course) => <CourseCard course={course} />} seeAll={seeAll('/library/courses', 'courses')} />
    </div>
  );
}
