import { Link } from '@tanstack/react-router';
import type { Question } from '../../../../contract/questions.ts';
import { questionTypeLabels } from './question-filters.tsx';
import { TagList } from './tag-list.tsx';

const EXCERPT_LENGTH = 220;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text);

/** A question in the bank's list: its words (a link to it) and where it belongs. */
export function QuestionCard({ question }: { question: Question }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold wrap-anywhere text-fg">
        <Link to="/library/questions/$questionId" params={{ questionId: question.id }} className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
          {excerpt(question.question)}
        </Link>
      </h2>
      <TagList label="About this question" tags={[question.course, question.topic, question.year, questionTypeLabels[question.type]]} />
    </article>
  );
}
