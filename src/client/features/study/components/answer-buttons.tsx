import { useMemo, useState } from 'react';
import { ratings, type FlashCard, type ReviewRating } from '../../../../contract/study.ts';
import { formatTimeUntil } from '../../../lib/dates.ts';
import { formatInterval, previewReview } from '../lib/schedule-preview.ts';

const options: { rating: ReviewRating; label: string; className: string }[] = [
  { rating: ratings.again, label: 'Again', className: 'border-danger bg-surface text-danger-text hover:bg-muted-surface' },
  { rating: ratings.hard, label: 'Hard', className: 'border-line bg-surface text-fg hover:bg-muted-surface' },
  { rating: ratings.good, label: 'Good', className: 'border-primary bg-primary text-on-primary hover:bg-hover hover:text-on-hover' },
  { rating: ratings.easy, label: 'Easy', className: 'border-line bg-surface text-fg hover:bg-muted-surface' },
];

type Props = { card: FlashCard; onAnswer: (rating: ReviewRating) => void; shortcuts: boolean };

/** The four answers, each with the interval it would give (worked out as the server will), keys 1 to 4 while shortcuts are on. */
export function AnswerButtons({ card, onAnswer, shortcuts }: Props) {
  const [now] = useState(() => Date.now());
  const previews = useMemo(() => previewReview(card, new Date(now)), [card, now]);
  return (
    <div role="group" aria-label="How well did you know it?" className="grid grid-cols-4 gap-2">
      {options.map(({ rating, label, className }) => {
        const due = previews[rating].due;
        return (
          <button
            key={rating}
            type="button"
            aria-keyshortcuts={shortcuts ? String(rating) : undefined}
            title={`${label}: due again ${formatTimeUntil(due, now)}${shortcuts ? ` (key ${rating})` : ''}`}
            onClick={() => onAnswer(rating)}
            className={`flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-1 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text ${className}`}
          >
            <span className="font-semibold">{label}</span>
            <span className="text-sm tabular-nums">{formatInterval(Date.parse(due) - now)}</span>
          </button>
        );
      })}
    </div>
  );
}
