/* What a list shows while its first page loads, and when it could not be loaded. */
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center">
      <p className="text-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
