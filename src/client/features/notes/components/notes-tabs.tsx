import { Link } from '@tanstack/react-router';
import { PlusIcon } from '../../../components/ui/icons.tsx';

const tabClass =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text data-[status=active]:bg-surface data-[status=active]:text-fg data-[status=active]:shadow-sm';

/** The notes area's heading: my notes or those shared with me, and a way to write one. */
export function NotesHeader() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Notes</h1>
        <Link
          to="/notes/new"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-hover hover:text-on-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
        >
          <PlusIcon className="size-5" />
          New note
        </Link>
      </div>
      <nav aria-label="Notes" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        <Link to="/notes" activeOptions={{ exact: true, includeSearch: false }} className={tabClass}>
          My notes
        </Link>
        <Link to="/notes/shared" className={tabClass}>
          Shared with me
        </Link>
      </nav>
    </div>
  );
}
