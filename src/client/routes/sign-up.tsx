import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '../components/layouts/auth-layout.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { SignUpWizard } from '../features/auth/components/sign-up-wizard.tsx';
import { ProfileSetupForm } from '../features/profile/components/profile-setup-form.tsx';
import { MeContext } from '../lib/me-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionStore } from '../stores/session-store.ts';

// An invite link (/sign-up?email=…) fills the email; anything odd in it is dropped.
const searchSchema = z.object({ email: z.string().trim().max(254).optional().catch(undefined) });

export const Route = createFileRoute('/sign-up')({
  validateSearch: searchSchema,
  beforeLoad: () => {
    // Someone signed in is done with sign-up, unless they are on its last (profile) step.
    const { user, signupStep } = useSessionStore.getState();
    if (user && signupStep < 3) throw redirect({ to: '/', replace: true });
  },
  component: SignUpPage,
});

function SignUpPage() {
  const navigate = useNavigate();
  const me = useSessionStore((state) => state.user);
  const { email } = Route.useSearch();
  useDocumentTitle('Create your account');
  return (
    <AuthLayout
      title="Join Campus"
      intro
      subtitle="The student network for your university."
      footer={
        <span>
          Already have an account? <TextLink to="/sign-in">Sign in</TextLink>
        </span>
      }
    >
      <MeContext.Provider value={me}>
        <SignUpWizard
          renderProfileStep={(finish) => <ProfileSetupForm onDone={finish} />}
          onFinished={() => void navigate({ to: '/', replace: true })}
          invitedEmail={email}
        />
      </MeContext.Provider>
    </AuthLayout>
  );
}
