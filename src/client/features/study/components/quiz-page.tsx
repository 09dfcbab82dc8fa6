import { useId, useState } from 'react';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStudySet } from '../api/get-study-set.ts';
import { QuizRound, type QuizMode } from './quiz-round.tsx';

const modeLabels: Record<QuizMode, string> = { choice: 'Multiple choice', typed: 'Type the answer' };

/** Quizzing myself on a set: pick the answer among the other cards' backs, or type it. */
export function QuizPage({ setId }: { setId: string }) {
  const { data: set } = useStudySet(setId);
  const name = useId();
  const [chosen, setChosen] = useState<QuizMode>('choice');
  const [round, setRound] = useState(0);
  useDocumentTitle(set ? `Quiz: ${set.title}` : 'Quiz');
  if (!set) return null;
  const canChoose = set.flashCards.length >= 2;
  const mode = canChoose ? chosen : 'typed';

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/study/sets/$setId" params={{ setId }} label={set.title} className="max-w-full wrap-anywhere" />
      <h1 className="text-2xl font-bold break-words text-fg">Quiz: {set.title}</h1>
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        <legend className="sr-only">How to answer</legend>
        {(Object.keys(modeLabels) as QuizMode[]).map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-semibold text-muted has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-text"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={mode === option}
              disabled={option === 'choice' && !canChoose}
              onChange={() => {
                setChosen(option);
                setRound(round + 1);
              }}
            />
            {modeLabels[option]}
          </label>
        ))}
      </fieldset>
      {set.flashCards.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">This set has no cards yet.</p>
      ) : (
        <QuizRound key={`${mode}-${round}`} setId={setId} cards={set.flashCards} mode={mode} onRestart={() => setRound(round + 1)} />
      )}
    </div>
  );
}
