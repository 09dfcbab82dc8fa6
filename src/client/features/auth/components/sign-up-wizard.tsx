/*
 * Sign-up in three steps. The account is created when step 2 completes (the server
 * needs the institution), so step 3 (profile) runs inside the new session. The step
 * counter lives in the store; the typed account details and the chosen university only
 * in memory (never a password in IndexedDB), so Back keeps every choice while a reload
 * part-way starts again at step 1.
 */
import { useState, type ReactNode } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';
import { AccountStep, type AccountDraft } from './account-step.tsx';
import { UniversityStep } from './university-step.tsx';

export const SIGN_UP_STEPS = 3;

const titles = ['Create your account', 'Choose your university', 'Set up your profile'] as const;

type SignUpWizardProps = {
  renderProfileStep: (finish: () => void) => ReactNode;
  onFinished: () => void;
  /** From an invite link (/sign-up?email=…): fills the email field. */
  invitedEmail?: string;
};

export function SignUpWizard({ renderProfileStep, onFinished, invitedEmail }: SignUpWizardProps) {
  const storedStep = useSessionStore((state) => state.signupStep);
  const user = useSessionStore((state) => state.user);
  const setSignupStep = useSessionStore((state) => state.setSignupStep);
  const [draft, setDraft] = useState<AccountDraft | null>(null);
  const [institutionId, setInstitutionId] = useState<number | null>(null);

  const step = storedStep >= 3 && user ? 3 : storedStep === 2 && draft ? 2 : 1;

  const finish = () => {
    setSignupStep(1);
    onFinished();
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold text-primary-text" aria-live="polite">
          Step {step} of {SIGN_UP_STEPS}
        </p>
        <div className="mt-2 flex gap-1.5" aria-hidden="true">
          {titles.map((title, index) => (
            <span key={title} className={`h-1.5 flex-1 rounded-full ${index < step ? 'bg-primary' : 'bg-line'}`} />
          ))}
        </div>
        <h2 className="mt-4 text-lg font-semibold text-fg">{titles[step - 1]}</h2>
      </div>
      {step === 1 ? (
        <AccountStep
          initial={draft ?? { name: '', email: invitedEmail ?? '', password: '' }}
          onNext={(next) => {
            setDraft(next);
            setSignupStep(2);
          }}
        />
      ) : null}
      {step === 2 && draft ? (
        <UniversityStep
          draft={draft}
          institutionId={institutionId}
          onInstitutionChange={setInstitutionId}
          onBack={() => setSignupStep(1)}
          onCreated={() => {
            setDraft(null);
            setSignupStep(3);
          }}
        />
      ) : null}
      {step === 3 ? renderProfileStep(finish) : null}
    </div>
  );
}
