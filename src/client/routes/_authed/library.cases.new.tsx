import { createFileRoute } from '@tanstack/react-router';
import { CaseForm } from '../../features/library/components/case-form.tsx';

export const Route = createFileRoute('/_authed/library/cases/new')({
  component: CaseForm,
});
