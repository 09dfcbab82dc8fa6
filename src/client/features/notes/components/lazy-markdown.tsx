import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

// The Markdown renderer and its plugins load only when a note is shown.
const MarkdownView = lazy(() => import('./markdown-view.tsx').then((module) => ({ default: module.MarkdownView })));

/** A note body rendered from Markdown; a spinner while the renderer loads. */
export function LazyMarkdown({ source, empty = 'Nothing written yet.' }: { source: string; empty?: string }) {
  if (!source.trim()) return <p className="text-muted italic">{empty}</p>;
  return (
    <Suspense fallback={<Spinner className="size-6" label="Loading the note" />}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
