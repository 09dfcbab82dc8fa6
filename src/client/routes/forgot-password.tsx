import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../components/layouts/auth-layout.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={<TextLink to="/sign-in">Back to sign in</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
