import { useId, useState } from 'react';
import type { GradedAnswer, PracticeAnswer, PracticeQuestion as Question } from '../../../../contract/practice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { AnswerKey, optionLetter } from './answer-key.tsx';
import { TagList } from './tag-list.tsx';

type PracticeQuestionProps = {
  question: Question;
  number: number;
  timed: boolean;
  given: PracticeAnswer | undefined;
  /** Untimed: the answer the server graded just now. */
  graded: GradedAnswer | undefined;
  saving: boolean;
  /** Settles when the server has answered, whatever it said. */
  onAnswer: (answer: { answerIndex?: number; text?: string }) => Promise<void>;
};

function examStatus(saving: boolean, given: PracticeAnswer | undefined, chosen: number | undefined): string {
  if (saving) return 'Saving…';
  if (given && (given.answerIndex ?? undefined) !== chosen && chosen !== undefined) return 'This choice was not saved. Choose it again to try once more.';
  return 'Answer saved. You can change it until time is up.';
}

function Feedback({ question, graded }: { question: Question; graded: GradedAnswer }) {
  const verdict = graded.correct === null ? 'Compare your answer with the model answer.' : graded.correct ? 'Correct.' : 'Not quite.';
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className={`font-semibold ${graded.correct === false ? 'text-danger-text' : 'text-fg'}`}>{verdict}</p>
      <AnswerKey question={{ type: question.type, options: question.options, ...graded }} />
    </div>
  );
}

/**
 * One question of a practice. Untimed, an answer is given once and graded at once; in an
 * exam an MCQ choice is kept as soon as it is made and may change until time is up.
 */
export function PracticeQuestion({ question, number, timed, given, graded, saving, onAnswer }: PracticeQuestionProps) {
  const name = useId();
  const [choice, setChoice] = useState<number | undefined>(given?.answerIndex ?? undefined);
  const [text, setText] = useState(given?.text ?? '');
  // From the tap until the server answers, so a double tap sends once.
  const [sending, setSending] = useState(false);
  const locked = !timed && given !== undefined;
  // The reader's pick shows at once; in an exam it is saved as it is made.
  const chosen = locked ? (given.answerIndex ?? undefined) : choice;
  const choose = (index: number) => {
    setChoice(index);
    if (timed) void onAnswer({ answerIndex: index });
  };
  const submit = () => {
    setSending(true);
    void onAnswer(question.type === 'mcq' ? { answerIndex: choice } : { text }).finally(() => setSending(false));
  };

  return (
    <article aria-labelledby={`${name}-text`} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <TagList label="About this question" tags={[`Question ${number}`, question.course, question.topic, question.year]} />
      <p id={`${name}-text`} className="text-lg whitespace-pre-line wrap-anywhere text-fg">{question.question}</p>
      {question.type === 'mcq' ? (
        <fieldset className="flex flex-col gap-2" disabled={locked}>
          <legend className="sr-only">Options</legend>
          {question.options.map((option, index) => (
            <label
              key={index}
              className="flex min-h-11 cursor-pointer gap-3 rounded-lg border border-line p-3 text-fg has-checked:border-primary-text has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-primary-text has-disabled:cursor-default"
            >
              <input
                type="radio"
                name={name}
                checked={chosen === index}
                onChange={() => choose(index)}
                className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="min-w-0 wrap-anywhere">
                <span className="font-semibold">{optionLetter(index)}.</span> {option}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <TextArea label="Your answer" value={text} onChange={(event) => setText(event.target.value)} disabled={locked} maxLength={20_000} className="[&_textarea]:min-h-48" />
      )}
      {!locked && !(timed && question.type === 'mcq') ? (
        <Button
          className="self-start"
          loading={saving || sending}
          disabled={question.type === 'mcq' ? choice === undefined : !text.trim()}
          onClick={submit}
        >
          {timed ? 'Save answer' : question.type === 'mcq' ? 'Check answer' : 'Submit answer'}
        </Button>
      ) : null}
      {timed && (given || saving) ? <p className="text-sm text-muted" role="status">{examStatus(saving, given, chosen)}</p> : null}
      {graded ? <Feedback question={question} graded={graded} /> : null}
      {locked && !graded && !saving ? <p className="text-sm text-muted">You answered this question; its answer is in your results.</p> : null}
    </article>
  );
}
