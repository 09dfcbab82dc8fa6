import { useState, type FormEvent } from 'react';
import type { FlashCard } from '../../../../contract/study.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { choicesFor } from '../lib/quiz.ts';

export type QuizResult = { correct: boolean; given: string };

type ChoiceProps = { card: FlashCard; cards: FlashCard[]; result: QuizResult | null; onAnswer: (given: string, correct: boolean) => void };

/** Pick the back among up to four: the card's own and other cards' backs. */
export function ChoiceQuestion({ card, cards, result, onAnswer }: ChoiceProps) {
  const [choices] = useState(() => choicesFor(card, cards));
  return (
    <div role="group" aria-label="Choices" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {choices.map((choice) => {
        const right = choice === card.back;
        const chosen = result?.given === choice;
        // The choices left aside are muted, still at a readable contrast (not faded).
        const marked = result ? (right ? 'border-success bg-success/10 text-fg' : chosen ? 'border-danger bg-danger/10 text-fg' : 'text-muted') : 'text-fg hover:bg-muted-surface';
        return (
          <button
            key={choice}
            type="button"
            disabled={!!result}
            onClick={() => onAnswer(choice, right)}
            className={`min-h-11 min-w-0 rounded-xl border-2 border-line bg-surface p-3 text-left wrap-anywhere focus-visible:outline-2 focus-visible:outline-primary-text ${marked}`}
          >
            {choice}
            {result && right ? <span className="sr-only"> (the right answer)</span> : null}
            {result && chosen && !right ? <span className="sr-only"> (your answer)</span> : null}
          </button>
        );
      })}
    </div>
  );
}

type TypedProps = { result: QuizResult | null; onAnswer: (given: string) => void };

/** Type the back; case, accents and spaces around it do not count. */
export function TypedQuestion({ result, onAnswer }: TypedProps) {
  const [given, setGiven] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!result && given.trim()) onAnswer(given);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Your answer" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField label="Your answer" value={given} onChange={(event) => setGiven(event.target.value)} readOnly={!!result} autoFocus autoComplete="off" className="flex-1" />
      <Button type="submit" disabled={!!result || !given.trim()}>
        Check
      </Button>
    </form>
  );
}
