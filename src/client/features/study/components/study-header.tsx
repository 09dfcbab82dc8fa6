import { Link } from '@tanstack/react-router';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { primaryLinkClass, tabClass } from './link-styles.ts';

/** The study area's heading: today's queue or the sets, and a way to make a set. */
export function StudyHeader() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Study</h1>
        <Link to="/study/sets/new" className={primaryLinkClass}>
          <PlusIcon className="size-5" />
          New set
        </Link>
      </div>
      <nav aria-label="Study" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        <Link to="/study" activeOptions={{ exact: true }} className={tabClass}>
          Today
        </Link>
        <Link to="/study/sets" activeOptions={{ exact: true, includeSearch: false }} className={tabClass}>
          Study sets
        </Link>
      </nav>
    </div>
  );
}
