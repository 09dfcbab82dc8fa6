import { Link } from '@tanstack/react-router';
import type { Book } from '../../../../contract/books.ts';
import { stretchedLinkClass } from '../../../components/ui/card-link.ts';
import { useBooks } from '../api/get-books.ts';
import type { CourseSearch } from '../api/keys.ts';
import { BackLink } from './back-link.tsx';
import { CourseSearchFields } from './course-search-fields.tsx';
import { courseSearchOf } from './library-search.ts';
import { PagedList } from './paged-list.tsx';
import { PageHeading } from './page-heading.tsx';
import { TagList } from './tag-list.tsx';

export function BookCard({ book }: { book: Book }) {
  return (
    <article className="relative flex flex-col gap-1.5 rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold wrap-anywhere text-fg">
        <Link to="/library/books/$bookId" params={{ bookId: book.id }} className={stretchedLinkClass}>
          {book.title}
        </Link>
      </h2>
      <p className="text-sm wrap-anywhere text-muted">{[book.author, book.publishedYear].filter(Boolean).join(' · ')}</p>
      <TagList label="Course" tags={[book.course]} />
    </article>
  );
}

/** The standard textbooks and more, by title; searched by words and filtered by course. */
export function BooksPage({ search, onSearch }: { search: CourseSearch; onSearch: (next: CourseSearch) => void }) {
  const books = useBooks(courseSearchOf(search));
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library">Library</BackLink>
      <PageHeading title="Books" />
      <CourseSearchFields search={search} onChange={onSearch} label="Search books" placeholder="Title, author or subject" />
      <PagedList query={books} label="Books" noun="books" empty={<p>No books match your search.</p>} renderItem={(book) => <BookCard book={book} />} />
    </div>
  );
}
