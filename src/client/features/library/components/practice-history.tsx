import { Link } from '@tanstack/react-router';
import type { PracticeResult } from '../../../../contract/practice.ts';
import { formatLongDateTime } from '../../../lib/dates.ts';
import { usePracticeHistory } from '../api/get-practice-history.ts';
import { PagedList } from './paged-list.tsx';

function AttemptCard({ result }: { result: PracticeResult }) {
  const topics = [...new Set(result.byTopic.map((topic) => topic.course))].join(', ');
  return (
    <article className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex min-w-0 flex-col">
        <h3 className="font-semibold text-fg">
          <Link to="/library/practice/$practiceId/result" params={{ practiceId: result.id }} className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
            <time dateTime={result.startedAt}>{formatLongDateTime(result.startedAt)}</time>
          </Link>
        </h3>
        <p className="truncate text-sm text-muted">
          {result.correct} of {result.total} right{topics ? ` · ${topics}` : ''}
        </p>
      </div>
      <p className="shrink-0 text-2xl font-bold text-fg">
        {result.score}
        <span className="text-base">%</span>
      </p>
    </article>
  );
}

/** My finished practices and exams, the latest first, each leading to its result. */
export function PracticeHistory() {
  const history = usePracticeHistory();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold text-fg">Past attempts</h2>
      <PagedList
        query={history}
        label="Past attempts"
        noun="attempts"
        empty={<p>Your finished practices and exams will be listed here.</p>}
        renderItem={(result) => <AttemptCard result={result} />}
      />
    </section>
  );
}
