import { createFileRoute } from '@tanstack/react-router';
import { outlinesQueryOptions } from '../../features/outlines/api/get-outlines.ts';
import { OutlinesPage } from '../../features/outlines/components/outlines-page.tsx';

export const Route = createFileRoute('/_authed/outlines/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(outlinesQueryOptions()),
  component: OutlinesPage,
});
