import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useSignIn } from '../api/sign-in.ts';
import { checkEmail, hasErrors, type FieldErrors } from '../validation.ts';

type Field = 'email' | 'password';

/** One failure toast at a time, which a later success takes away. */
const FAILURE_TOAST_ID = 'sign-in-failed';
const SUCCESS_TOAST_ID = 'signed-in';

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const signIn = useSignIn({
    mutationConfig: {
      onSuccess: () => {
        toast.dismiss(FAILURE_TOAST_ID);
        // One at a time: signing in again soon after (a session ended elsewhere) replaces the first.
        toast.success(catalogue.account.signedInTitle, { id: SUCCESS_TOAST_ID, description: catalogue.account.signedIn });
        void navigate({ href: redirectTo, replace: true });
      },
      onError: (error) => {
        // A locked account or IP (429) says why; every other failure reads the same.
        const description = isApiError(error, 429) ? error.message : catalogue.account.signInFailed;
        toast.error(catalogue.error, { id: FAILURE_TOAST_ID, description });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = { email: checkEmail(email), password: password ? undefined : 'Enter your password.' };
    setErrors(next);
    if (hasErrors(next)) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" loading={signIn.isPending} className="mt-2 w-full">
        Sign in
      </Button>
    </form>
  );
}
