import { useState, type FormEvent } from 'react';
import { InstitutionSelect } from '../../../components/institution-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useSignUp } from '../api/sign-up.ts';
import type { AccountDraft } from './account-step.tsx';
import { toastFailure } from '../../../lib/failure-toast.ts';

type UniversityStepProps = {
  draft: AccountDraft;
  /** Held by the wizard, so going Back and forth keeps the choice. */
  institutionId: number | null;
  onInstitutionChange: (id: number | null) => void;
  onBack: () => void;
  onCreated: () => void;
};

export function UniversityStep({ draft, institutionId, onInstitutionChange, onBack, onCreated }: UniversityStepProps) {  const [error, setError] = useState<string>();

  const signUp = useSignUp({
    mutationConfig: {
      onSuccess: () => onCreated(),
      onError: (failure) => toastFailure(failure, catalogue.error, catalogue.account.signUpFailed),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (institutionId === null) {
      setError('Choose your university or campus.');
      return;
    }
    setError(undefined);
    signUp.mutate({ ...draft, institutionId });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <InstitutionSelect value={institutionId} onChange={onInstitutionChange} error={error} />
      <div className="mt-2 flex gap-3">
        <Button variant="secondary" onClick={onBack} disabled={signUp.isPending} className="flex-1">
          Back
        </Button>
        <Button type="submit" loading={signUp.isPending} className="flex-1">
          Create account
        </Button>
      </div>
    </form>
  );
}
