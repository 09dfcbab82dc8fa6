import { TextLink } from '../../../components/ui/text-link.tsx';
import { useBook } from '../api/get-book.ts';
import { BackLink } from './back-link.tsx';
import { BookCover } from './book-cover.tsx';
import { PageHeading } from './page-heading.tsx';

/** One book: cover, author, year, course and description, and a link to read it where there is one. */
export function BookPage({ bookId }: { bookId: string }) {
  const { data: book } = useBook(bookId);
  if (!book) return null;
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/books">Books</BackLink>
      <article className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:p-6">
        {book.coverUrl ? <BookCover title={book.title} url={book.coverUrl} /> : null}
        <div className="flex min-w-0 flex-col gap-3">
          <PageHeading title={book.title} />
          <dl className="grid items-baseline gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Author</dt>
            <dd className="min-w-0 font-medium wrap-anywhere text-fg">{book.author}</dd>
            <dt className="text-muted">Published</dt>
            <dd className="font-medium text-fg">{book.publishedYear ?? 'Not recorded'}</dd>
            <dt className="text-muted">Course</dt>
            <dd className="min-w-0 wrap-anywhere">
              <TextLink to="/library/books" search={{ course: book.course }}>
                {book.course}
              </TextLink>
            </dd>
          </dl>
          {book.description ? <p className="whitespace-pre-line wrap-anywhere text-fg">{book.description}</p> : null}
          {book.fileUrl ? (
            <a
              href={book.fileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center self-start rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-hover hover:text-on-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
            >
              Open the book
            </a>
          ) : null}
        </div>
      </article>
    </div>
  );
}
