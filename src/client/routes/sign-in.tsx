import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '../components/layouts/auth-layout.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { SignInForm } from '../features/auth/components/sign-in-form.tsx';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionStore } from '../stores/session-store.ts';

const searchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    // Someone signed in is done with sign-in (as sign-up.tsx does), unless still on sign-up's last (profile) step:
    // they go where signing in would have taken them.
    const { user, signupStep } = useSessionStore.getState();
    if (user && signupStep < 3) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  useDocumentTitle('Sign in');
  return (
    <AuthLayout
      title="Sign in"
      intro
      subtitle="Welcome back to your campus."
      footer={
        <>
          <TextLink to="/forgot-password">Forgot your password?</TextLink>
          <span>
            New to Campus? <TextLink to="/sign-up">Create an account</TextLink>
          </span>
        </>
      }
    >
      <SignInForm redirectTo={safeRedirect(redirect)} />
    </AuthLayout>
  );
}
