import { Link, useNavigate } from '@tanstack/react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { BackIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteOutline } from '../api/delete-outline.ts';
import { useOutline } from '../api/get-outline.ts';
import { OutlineProgress } from './outline-progress.tsx';
import { TopicList } from './topic-list.tsx';

/** One outline: its course and description, how far I have got, and its topics to tick off. */
export function OutlinePage({ outlineId }: { outlineId: string }) {
  const { data: outline } = useOutline(outlineId);
  const remove = useDeleteOutline();
  const confirm = useConfirm();
  const navigate = useNavigate();
  useDocumentTitle(outline?.title ?? 'Course outline');
  if (!outline) return null;

  // The outline leaves my list at once; this page goes once the server has deleted it.
  const deleteOutline = () => remove.mutateAsync(outline.id).then(() => navigate({ to: '/outlines', replace: true }), () => undefined);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/outlines"
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg pr-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        <BackIcon className="size-5" />
        My outlines
      </Link>
      <article aria-labelledby="outline-title" className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <header className="flex flex-col gap-2">
          <h1 id="outline-title" className="text-2xl font-bold wrap-anywhere text-fg">
            {outline.title}
          </h1>
          {outline.course ? <p className="self-start rounded-full bg-secondary/25 px-2 py-0.5 text-sm font-medium wrap-anywhere text-fg">{outline.course}</p> : null}
          {outline.description ? <p className="wrap-anywhere whitespace-pre-wrap text-fg">{outline.description}</p> : null}
        </header>
        <OutlineProgress topics={outline.topics} label={`Progress of ${outline.title}`} />
        <section aria-labelledby="topics-heading" className="flex flex-col gap-3">
          <h2 id="topics-heading" className="text-lg font-semibold text-fg">
            Topics
          </h2>
          <TopicList outline={outline} />
        </section>
        <div className="border-t border-line pt-3">
          <button
            type="button"
            onClick={() => confirm.ask(deleteOutline, 'This course outline will be deleted.')}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-muted hover:bg-muted-surface hover:text-danger-text focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            <TrashIcon className="size-5" />
            Delete outline
          </button>
        </div>
      </article>
      {confirm.dialog}
    </div>
  );
}
