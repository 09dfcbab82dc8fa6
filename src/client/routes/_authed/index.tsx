import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/profile/components/home-page.tsx';

export const Route = createFileRoute('/_authed/')({
  component: HomePage,
});
