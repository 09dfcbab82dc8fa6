import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOutlines } from '../api/get-outlines.ts';
import { NewOutlineDialog } from './new-outline-dialog.tsx';
import { OutlineCard } from './outline-card.tsx';

/** My course outlines, newest first, each with how far I have got through its topics. */
export function OutlinesPage() {
  useDocumentTitle('Course outlines');
  const outlines = useOutlines();
  const [creating, setCreating] = useState(false);
  const items = outlines.data?.items ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Course outlines</h1>
        <Button onClick={() => setCreating(true)} className="shrink-0 whitespace-nowrap">
          <PlusIcon className="size-5" />
          New outline
        </Button>
      </div>
      {outlines.isPending ? <Spinner className="size-8" label="Loading your outlines" /> : null}
      {outlines.data && items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          <p className="font-semibold text-fg">You have no course outlines yet.</p>
          <p>Track a course&apos;s syllabus topic by topic, from scratch or from a course in the catalogue.</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="My outlines" className="flex flex-col gap-3">
          {items.map((outline) => (
            <li key={outline.id}>
              <OutlineCard outline={outline} />
            </li>
          ))}
        </ul>
      ) : null}
      <NewOutlineDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
