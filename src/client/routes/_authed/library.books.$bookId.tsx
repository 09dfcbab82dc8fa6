import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { bookQueryOptions } from '../../features/library/api/get-book.ts';
import { BookPage } from '../../features/library/components/book-page.tsx';

const paramsSchema = z.object({ bookId: idSchema });

export const Route = createFileRoute('/_authed/library/books/$bookId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bookQueryOptions(params.bookId)),
  component: BookRoute,
});

function BookRoute() {
  const { bookId } = Route.useParams();
  return <BookPage bookId={bookId} />;
}
