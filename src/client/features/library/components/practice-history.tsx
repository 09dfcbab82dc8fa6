import { Link } from '@tanstack/react-router';
import type { PracticeResult } from '../../../../contract/practice.ts';
import { formatLongDateTime } from '../../../lib/dates.ts';
import { usePracticeHistory } from '../api/get-practice-history.ts';
import { PagedList } from './paged-list.tsx';
import { markedCorrectText, marksOf } from './practice-score.ts';

function AttemptCard({ result }: { result: PracticeResult }) {
  const marks = marksOf(result);
  const courses = [...new Set(result.review.map((item) => item.question.course))].join(', ');
  // Only multiple-choice questions are marked: the score is out of those, and essays are counted apart.
  const summary = [
    marks.marked > 0 ? markedCorrectText(result, marks) : null,
    marks.essays > 0 ? `${marks.essays} ${marks.essays === 1 ? 'essay' : 'essays'}` : null,
    courses || null,
  ].filter(Boolean);
  return (
    <article className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex min-w-0 flex-col">
        <h3 className="font-semibold text-fg">
          <Link to="/library/practice/$practiceId/result" params={{ practiceId: result.id }} className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
            <time dateTime={result.startedAt}>{formatLongDateTime(result.startedAt)}</time>
          </Link>
        </h3>
        <p className="truncate text-sm text-muted">{summary.join(' · ')}</p>
      </div>
      {marks.marked > 0 ? (
        <p className="shrink-0 text-2xl font-bold text-fg">
          {result.score}
          <span className="text-base">%</span>
        </p>
      ) : null}
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
