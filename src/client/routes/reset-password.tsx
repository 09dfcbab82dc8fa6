import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '../components/layouts/auth-layout.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const searchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  useDocumentTitle('Choose a new password');
  return (
    <AuthLayout title="Choose a new password" footer={<TextLink to="/sign-in">Back to sign in</TextLink>}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-fg">This reset link is incomplete. Please open the link from your email again, or ask for a new one.</p>
          <TextLink to="/forgot-password">Ask for a new reset link</TextLink>
        </div>
      )}
    </AuthLayout>
  );
}
