import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { GradedAnswer } from '../../../../contract/practice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAnswerPractice } from '../api/answer-practice.ts';
import { useFinishPractice } from '../api/finish-practice.ts';
import { usePractice } from '../api/get-practice.ts';
import { Countdown } from './countdown.tsx';
import { PageHeading } from './page-heading.tsx';
import { PracticeQuestion } from './practice-question.tsx';
import { QuestionSteps } from './question-steps.tsx';

/** Taking a practice or an exam, one question at a time; finishing (or time running out) leads to the result. */
export function PracticeTakePage({ practiceId }: { practiceId: string }) {
  const navigate = useNavigate();
  const { data: practice } = usePractice(practiceId);
  const [index, setIndex] = useState(0);
  const [grades, setGrades] = useState<Record<string, GradedAnswer>>({});
  const finish = useFinishPractice({
    mutationConfig: { onSuccess: () => void navigate({ to: '/library/practice/$practiceId/result', params: { practiceId }, replace: true }) },
  });
  const { mutate: finishNow } = finish;
  const answer = useAnswerPractice({
    mutationConfig: {
      onSuccess: (graded, { answer: given }) => {
        if (!('recorded' in graded)) setGrades((current) => ({ ...current, [given.questionId]: graded }));
      },
    },
    // Time ran out on the server first, or another tab ended it: finishing again answers its result.
    onPracticeOver: finishNow,
  });
  const expire = useCallback(() => finishNow(practiceId), [finishNow, practiceId]);

  if (!practice) return null;
  const timed = practice.endsAt !== null;
  const total = practice.questions.length;
  const question = practice.questions[Math.min(index, total - 1)];
  if (!question) return null;
  const answered = new Set(practice.answers.map((given) => given.questionId));
  const saving = answer.isPending && answer.variables.answer.questionId === question.id;

  return (
    <div className="flex flex-col gap-4">
      {/* The time left stays in view while the reader scrolls a long question. */}
      <div className="sticky top-14 z-10 -mx-4 bg-page/95 px-4 py-2 backdrop-blur md:top-0 md:mx-0 md:px-0">
        <PageHeading title={timed ? 'Exam' : 'Practice'}>
          {practice.endsAt ? <Countdown endsAt={practice.endsAt} onExpire={expire} /> : null}
        </PageHeading>
      </div>
      <p className="text-sm text-muted">
        Question {index + 1} of {total} · {answered.size} answered
      </p>
      <PracticeQuestion
        key={question.id}
        question={question}
        number={index + 1}
        timed={timed}
        given={practice.answers.find((given) => given.questionId === question.id)}
        graded={grades[question.id]}
        saving={saving}
        // A failure is already told (or settled) by the mutation.
        onAnswer={(given) => answer.mutateAsync({ practiceId, answer: { questionId: question.id, ...given } }).then(() => undefined, () => undefined)}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>Previous</Button>
        {index < total - 1 ? (
          <Button variant="secondary" onClick={() => setIndex(index + 1)}>Next question</Button>
        ) : null}
      </div>
      <QuestionSteps total={total} current={index} answered={practice.questions.map((item) => answered.has(item.id))} onPick={setIndex} />
      <Button loading={finish.isPending} onClick={() => finish.mutate(practiceId)} className="sm:self-end">
        {timed ? 'Finish the exam' : 'Finish and see results'}
      </Button>
    </div>
  );
}
