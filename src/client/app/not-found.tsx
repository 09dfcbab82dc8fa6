import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** A page that does not exist; inside the signed-in shell when a route finds nothing to show. */
export function NotFound() {
  useDocumentTitle('Not found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-fg">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist.</p>
      <Link to="/" className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-primary-text underline">
        Go home
      </Link>
    </div>
  );
}

/** An unknown address, which matches no layout: the page brings its own main landmark. */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFound />
    </main>
  );
}
