import { createFileRoute } from '@tanstack/react-router';
import { NewSetPage } from '../../features/study/components/new-set-page.tsx';

export const Route = createFileRoute('/_authed/study/sets/new')({
  component: NewSetPage,
});
