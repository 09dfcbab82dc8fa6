import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';

export const Route = createFileRoute('/_authed/settings')({
  component: SettingsPage,
});
