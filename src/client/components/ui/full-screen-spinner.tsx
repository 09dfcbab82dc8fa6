import { Spinner } from './spinner.tsx';

export const LOADING_TEXT = 'Don’t worry this won’t take long';

export function FullScreenSpinner() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-page text-primary-text">
      <Spinner className="size-10" />
      <p className="text-base font-medium text-fg">{LOADING_TEXT}</p>
    </div>
  );
}
