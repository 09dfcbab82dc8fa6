import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useDeleteQuestion } from '../api/delete-question.ts';
import { useQuestion } from '../api/get-question.ts';
import { AnswerKey, optionLetter } from './answer-key.tsx';
import { BackLink } from './back-link.tsx';
import { DeleteButton } from './delete-button.tsx';
import { PageHeading } from './page-heading.tsx';
import { questionTypeLabels } from './question-filters.tsx';
import { TagList } from './tag-list.tsx';

/** One question; its answer stays hidden until the reader asks for it. */
export function QuestionPage({ questionId }: { questionId: string }) {
  const { data: question } = useQuestion(questionId);
  const me = useMe();
  const navigate = useNavigate();
  const answerId = useId();
  const [shown, setShown] = useState(false);
  const remove = useDeleteQuestion({ mutationConfig: { onSuccess: () => void navigate({ to: '/library/questions', replace: true }) } });
  if (!question) return null;
  const mayDelete = question.createdBy?.id === me.id || me.role === 'admin';

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/library/questions">Question bank</BackLink>
      <article aria-labelledby="question-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <PageHeading title={`${question.course}: ${question.topic}`} />
        <TagList label="About this question" tags={[question.year, questionTypeLabels[question.type], question.createdBy ? `Added by ${question.createdBy.name}` : 'Starter library']} />
        <p id="question-title" className="text-lg whitespace-pre-line wrap-anywhere text-fg">{question.question}</p>
        {question.options.length > 0 ? (
          <ol aria-label="Options" className="flex flex-col gap-2">
            {question.options.map((option, index) => (
              <li key={index} className="flex gap-2 rounded-lg border border-line p-3 text-fg">
                <span className="font-semibold">{optionLetter(index)}.</span>
                <span className="min-w-0 wrap-anywhere">{option}</span>
              </li>
            ))}
          </ol>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant={shown ? 'secondary' : 'primary'} aria-expanded={shown} aria-controls={answerId} onClick={() => setShown(!shown)}>
            {shown ? 'Hide answer' : 'Show answer'}
          </Button>
          {mayDelete ? <DeleteButton consequence="This question will be deleted from the question bank." onDelete={() => remove.mutateAsync(question.id)} /> : null}
        </div>
        <div id={answerId} aria-live="polite">
          {shown ? <AnswerKey question={question} /> : null}
        </div>
      </article>
    </div>
  );
}
