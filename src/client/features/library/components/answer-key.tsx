import type { Question } from '../../../../contract/questions.ts';

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** The right answer of a question and why: the marked option, or the model answer, then the explanation. */
export function AnswerKey({ question }: { question: Pick<Question, 'type' | 'options' | 'answerIndex' | 'modelAnswer' | 'explanation'> }) {
  const right = question.answerIndex !== null ? question.options[question.answerIndex] : undefined;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
      {question.type === 'mcq' && right !== undefined && question.answerIndex !== null ? (
        <p className="wrap-anywhere text-fg">
          <span className="font-semibold">Answer: </span>
          {optionLetter(question.answerIndex)}. {right}
        </p>
      ) : null}
      {question.type === 'essay' ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-fg">Model answer</h3>
          <p className="whitespace-pre-line wrap-anywhere text-fg">{question.modelAnswer ?? 'No model answer was given for this question.'}</p>
        </div>
      ) : null}
      {question.explanation ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-fg">Explanation</h3>
          <p className="whitespace-pre-line wrap-anywhere text-fg">{question.explanation}</p>
        </div>
      ) : null}
    </div>
  );
}
