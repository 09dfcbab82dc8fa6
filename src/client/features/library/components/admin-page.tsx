import { Link } from '@tanstack/react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { useDeleteBook } from '../api/delete-book.ts';
import { useDeleteCourse } from '../api/delete-course.ts';
import { useBooks } from '../api/get-books.ts';
import { useCourses } from '../api/get-courses.ts';
import { BackLink } from './back-link.tsx';
import { BookFormDialog } from './book-form-dialog.tsx';
import { CourseFormDialog } from './course-form-dialog.tsx';
import { DeleteButton } from './delete-button.tsx';
import type { AdminTab } from './library-search.ts';
import { PagedList } from './paged-list.tsx';
import { PageHeading } from './page-heading.tsx';

const tabClass =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm';

type AdminSectionProps<T extends { id: string }> = {
  label: string;
  noun: string;
  addLabel: string;
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;
  row: (item: T) => { title: ReactNode; detail: string };
  onRemove: (id: string) => Promise<unknown>;
  /** The form for an item, or for a new one (`undefined`). */
  form: (item: T | undefined, onClose: () => void) => ReactNode;
};

/** One kind of library item: add one, and edit or remove each listed. */
function AdminSection<T extends { id: string }>({ label, noun, addLabel, query, row, onRemove, form }: AdminSectionProps<T>) {
  // The open form: an item's, or `{ item: undefined }` for a new one.
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <Button className="self-start" onClick={() => setEditing({ item: undefined })}>
        <PlusIcon className="size-5" />
        {addLabel}
      </Button>
      <PagedList
        query={query}
        label={label}
        noun={noun}
        empty={<p>There are no {noun} yet.</p>}
        renderItem={(item) => {
          const { title, detail } = row(item);
          return (
            <article className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col">
                <h2 className="font-semibold wrap-anywhere text-fg">{title}</h2>
                <p className="text-sm wrap-anywhere text-muted">{detail}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="secondary" onClick={() => setEditing({ item })}>
                  <PencilIcon className="size-5" />
                  Edit
                </Button>
                <DeleteButton label="Remove" consequence={`${title} will be removed from the library for everyone.`} onDelete={() => onRemove(item.id)} />
              </div>
            </article>
          );
        }}
      />
      {editing ? form(editing.item, () => setEditing(null)) : null}
    </section>
  );
}

function BooksAdmin() {
  const remove = useDeleteBook();
  return (
    <AdminSection
      label="Books"
      noun="books"
      addLabel="Add a book"
      query={useBooks({})}
      row={(book) => ({
        title: <Link to="/library/books/$bookId" params={{ bookId: book.id }} className="hover:underline">{book.title}</Link>,
        detail: `${book.author} · ${book.course}`,
      })}
      onRemove={(id) => remove.mutateAsync(id)}
      form={(book, onClose) => <BookFormDialog book={book} onClose={onClose} />}
    />
  );
}

function CoursesAdmin() {
  const remove = useDeleteCourse();
  return (
    <AdminSection
      label="Courses"
      noun="courses"
      addLabel="Add a course"
      query={useCourses(undefined)}
      row={(course) => ({
        title: <Link to="/library/courses/$courseId" params={{ courseId: course.id }} className="hover:underline">{course.title}</Link>,
        detail: `${course.code || 'No code'} · ${course.topics.length} topics`,
      })}
      onRemove={(id) => remove.mutateAsync(id)}
      form={(course, onClose) => <CourseFormDialog course={course} onClose={onClose} />}
    />
  );
}

/** Admins add, change and remove the library's books and catalogue courses. */
export function AdminPage({ tab }: { tab: AdminTab }) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library">Library</BackLink>
      <PageHeading title="Manage the library" />
      <nav aria-label="What to manage" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        <Link to="/library/admin" search={{}} aria-current={tab === 'books' ? 'page' : undefined} className={tabClass}>
          Books
        </Link>
        <Link to="/library/admin" search={{ tab: 'courses' }} aria-current={tab === 'courses' ? 'page' : undefined} className={tabClass}>
          Courses
        </Link>
      </nav>
      {tab === 'books' ? <BooksAdmin /> : <CoursesAdmin />}
    </div>
  );
}
