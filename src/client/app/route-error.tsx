import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button } from '../components/ui/button.tsx';
import { errorMessage, isApiError } from '../lib/api-client.ts';

/** Shown when a route's data could not load: the reason and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const notFound = isApiError(error, 404);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-fg">{notFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="text-muted">{errorMessage(error, 'This page could not be loaded. Please try again.')}</p>
      {notFound ? null : <Button onClick={retry}>Try again</Button>}
    </div>
  );
}
