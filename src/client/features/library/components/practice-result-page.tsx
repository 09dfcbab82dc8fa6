import { formatLongDateTime } from '../../../lib/dates.ts';
import { usePracticeResult } from '../api/get-practice-result.ts';
import { BackLink } from './back-link.tsx';
import { ActionLink, PageHeading } from './page-heading.tsx';
import { essaysToReviewText, markedCorrectText, markedTopics, marksOf } from './practice-score.ts';
import { ResultReview } from './result-review.tsx';

/** A finished practice: the score of the marked (multiple-choice) questions, the essays to review, how each topic went, and a review of every answer. */
export function PracticeResultPage({ practiceId }: { practiceId: string }) {
  const { data: result } = usePracticeResult(practiceId);
  if (!result) return null;
  const marks = marksOf(result);
  // A topic of essays alone has nothing marked: it is left out rather than shown as 0 / 0.
  const topics = markedTopics(result);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/practice">Practice and exams</BackLink>
      <PageHeading title="Result">
        <ActionLink to="/library/practice">Practise again</ActionLink>
      </PageHeading>
      <section aria-label="Score" className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        {marks.marked > 0 ? (
          <p className="text-5xl font-bold text-fg">
            {result.score}
            <span className="text-2xl">%</span>
          </p>
        ) : null}
        <div className="flex flex-col text-fg">
          {marks.marked > 0 ? <p className="font-semibold">{markedCorrectText(result, marks)}</p> : null}
          {marks.essays > 0 ? <p className={marks.marked > 0 ? '' : 'font-semibold'}>{essaysToReviewText(marks.essays)}</p> : null}
          <p className="text-sm text-muted">
            {result.answered} of {result.total} answered · finished <time dateTime={result.finishedAt}>{formatLongDateTime(result.finishedAt)}</time>
          </p>
        </div>
      </section>
      {topics.length > 0 ? (
        <section aria-labelledby="topics-heading" className="flex flex-col gap-2">
          <h2 id="topics-heading" className="text-lg font-semibold text-fg">By topic</h2>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="p-3 font-medium">Topic</th>
                  <th scope="col" className="p-3 text-right font-medium">Correct</th>
                </tr>
              </thead>
              <tbody>
                {topics.map((topic) => (
                  <tr key={`${topic.course}\n${topic.topic}`} className="border-t border-line text-fg">
                    <th scope="row" className="p-3 font-normal wrap-anywhere">
                      <span className="font-semibold">{topic.topic}</span>
                      <span className="block text-muted">{topic.course}</span>
                    </th>
                    <td className="p-3 text-right tabular-nums">
                      {topic.correct} / {topic.total}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="review-heading" className="flex flex-col gap-2">
        <h2 id="review-heading" className="text-lg font-semibold text-fg">Review</h2>
        <ResultReview review={result.review} />
      </section>
    </div>
  );
}
