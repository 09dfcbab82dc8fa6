import { useEffect, useRef, useState } from 'react';
import type { FlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { focusOnMount } from '../lib/focus-on-mount.ts';
import { answersMatch, shuffle } from '../lib/quiz.ts';
import { ChoiceQuestion, TypedQuestion, type QuizResult } from './quiz-questions.tsx';
import { RoundEndActions } from './round-end-actions.tsx';

export type QuizMode = 'choice' | 'typed';

type Props = { setId: string; cards: FlashCard[]; mode: QuizMode; onRestart: () => void };

/**
 * One pass over the set's cards in random order; it changes no schedule. "Next question" goes once
 * pressed, so the keyboard moves to the next question (the typed answer's field takes it itself), then to the score.
 */
export function QuizRound({ setId, cards, mode, onRestart }: Props) {
  const [order] = useState(() => shuffle(cards));
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [score, setScore] = useState(0);
  const card = order[index];
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (index > 0 && mode === 'choice') question.current?.focus();
  }, [index, mode]);

  if (!card) {
    return (
      <section aria-labelledby="quiz-done" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6">
        <h2 id="quiz-done" ref={focusOnMount} tabIndex={-1} className="text-xl font-bold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text">
          Quiz complete
        </h2>
        <p className="text-fg">
          You got {score} of {order.length} right.
        </p>
        <RoundEndActions setId={setId} againLabel="Try again" onAgain={onRestart} />
      </section>
    );
  }

  const settle = (given: string, correct: boolean) => {
    setResult({ given, correct });
    if (correct) setScore((count) => count + 1);
  };
  const next = () => {
    setResult(null);
    setIndex(index + 1);
  };

  return (
    <section aria-label={`Question ${index + 1} of ${order.length}`} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Question {index + 1} of {order.length} · {score} right so far
      </p>
      <p
        ref={question}
        tabIndex={-1}
        className="rounded-2xl border border-line bg-surface p-6 text-center text-xl font-semibold whitespace-pre-wrap wrap-anywhere text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
      >
        {card.front}
      </p>
      {mode === 'choice' ? (
        <ChoiceQuestion key={card.id} card={card} cards={cards} result={result} onAnswer={settle} />
      ) : (
        <TypedQuestion key={card.id} result={result} onAnswer={(given) => settle(given, answersMatch(given, card.back))} />
      )}
      {result ? (
        <div className="flex flex-col gap-3">
          <p role="status" className={`font-semibold wrap-anywhere ${result.correct ? 'text-success' : 'text-danger-text'}`}>
            {result.correct ? 'Correct!' : `Not quite. The answer: ${card.back}`}
          </p>
          <Button onClick={next} autoFocus className="self-start">
            {index + 1 === order.length ? 'See your score' : 'Next question'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
