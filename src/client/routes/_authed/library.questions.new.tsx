import { createFileRoute } from '@tanstack/react-router';
import { QuestionForm } from '../../features/library/components/question-form.tsx';

export const Route = createFileRoute('/_authed/library/questions/new')({
  component: QuestionForm,
});
