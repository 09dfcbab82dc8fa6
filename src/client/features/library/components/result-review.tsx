import type { PracticeResult } from '../../../../contract/practice.ts';
import { AnswerKey, optionLetter } from './answer-key.tsx';
import { TagList } from './tag-list.tsx';

type ReviewItem = PracticeResult['review'][number];

function verdictOf(item: ReviewItem): { label: string; className: string } {
  if (item.answerIndex === null && item.text === null) return { label: 'Not answered', className: 'bg-muted-surface text-fg' };
  if (item.correct === null) return { label: 'Not graded', className: 'bg-muted-surface text-fg' };
  return item.correct ? { label: 'Correct', className: 'bg-success/15 text-fg' } : { label: 'Wrong', className: 'bg-danger text-white' };
}

function MyAnswer({ item }: { item: ReviewItem }) {
  const { question } = item;
  if (question.type === 'essay') {
    return item.text ? <p className="whitespace-pre-line wrap-anywhere text-fg"><span className="font-semibold">Your answer: </span>{item.text}</p> : null;
  }
  if (item.answerIndex === null) return null;
  return (
    <p className="wrap-anywhere text-fg">
      <span className="font-semibold">Your answer: </span>
      {optionLetter(item.answerIndex)}. {question.options[item.answerIndex]}
    </p>
  );
}

/** Every question of a finished practice: my answer beside the right one, and why. */
export function ResultReview({ review }: { review: PracticeResult['review'] }) {
  return (
    <ol aria-label="Review" className="flex flex-col gap-3">
      {review.map((item, index) => {
        const verdict = verdictOf(item);
        return (
          <li key={item.question.id}>
            <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-fg">Question {index + 1}</h3>
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${verdict.className}`}>{verdict.label}</span>
              </div>
              <TagList label="About this question" tags={[item.question.course, item.question.topic, item.question.year]} />
              <p className="whitespace-pre-line wrap-anywhere text-fg">{item.question.question}</p>
              <MyAnswer item={item} />
              <AnswerKey question={item.question} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
