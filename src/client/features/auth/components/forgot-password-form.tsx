import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useRequestResetLink } from '../api/request-reset-link.ts';
import { checkEmail } from '../validation.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const request = useRequestResetLink({
    mutationConfig: {
      onSuccess: (_data, body) => {
        setSentTo(body.email);
        toast.success(catalogue.account.resetLinkSentTitle, { description: catalogue.account.resetLinkSent });
      },
      onError: (failure) => toastFailure(failure, catalogue.error, 'Please try again in a moment.'),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) request.mutate({ email: email.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" loading={request.isPending} className="w-full">
        Send reset link
      </Button>
      {sentTo ? (
        <p role="status" className="rounded-lg bg-muted-surface p-3 text-sm text-fg">
          If an account uses {sentTo}, a link to choose a new password is on its way. It works once, for one hour.
        </p>
      ) : null}
    </form>
  );
}
