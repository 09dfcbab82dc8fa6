import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '../components/layouts/auth-layout.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { SignUpWizard } from '../features/auth/components/sign-up-wizard.tsx';
import { ProfileSetupForm } from '../features/profile/components/profile-setup-form.tsx';
import { MeContext } from '../lib/me-context.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionStore } from '../stores/session-store.ts';

// An invite link (/sign-up?email=…&redirect=/groups/invites?claim=…) fills the email and says
// where the new account goes; anything odd in either is dropped, and only a same-site path is followed.
const searchSchema = z.object({
  email: z.string().trim().max(254).optional().catch(undefined),
  redirect: z.string().max(2000).optional().catch(undefined),
});

export const Route = createFileRoute('/sign-up')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    // Someone signed in is done with sign-up, unless they are on its last (profile) step: they go where it leads.
    const { user, signupStep } = useSessionStore.getState();
    if (user && signupStep < 3) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: SignUpPage,
});

function SignUpPage() {
  const navigate = useNavigate();
  const me = useSessionStore((state) => state.user);
  const { email, redirect } = Route.useSearch();
  useDocumentTitle('Create your account');
  return (
    <AuthLayout
      title="Join Campus"
      intro
      subtitle="The student network for your university."
      footer={
        <span>
          Already have an account?{' '}
          <TextLink to="/sign-in" search={redirect ? { redirect } : {}}>
            Sign in
          </TextLink>
        </span>
      }
    >
      <MeContext.Provider value={me}>
        <SignUpWizard
          renderProfileStep={(finish) => <ProfileSetupForm onDone={finish} />}
          onFinished={() => void navigate({ href: safeRedirect(redirect), replace: true })}
          invitedEmail={email}
        />
      </MeContext.Provider>
    </AuthLayout>
  );
}
