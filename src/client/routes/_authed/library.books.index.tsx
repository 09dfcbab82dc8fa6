import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { booksQueryOptions } from '../../features/library/api/get-books.ts';
import type { CourseSearch } from '../../features/library/api/keys.ts';
import { BooksPage } from '../../features/library/components/books-page.tsx';
import { courseSearchOf, courseSearchSchema } from '../../features/library/components/library-search.ts';

export const Route = createFileRoute('/_authed/library/books/')({
  validateSearch: courseSearchSchema,
  loader: ({ context, location }) => context.queryClient.ensureInfiniteQueryData(booksQueryOptions(courseSearchOf(courseSearchSchema.parse(location.search)))),
  component: BooksRoute,
});

function BooksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: CourseSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <BooksPage search={search} onSearch={onSearch} />;
}
