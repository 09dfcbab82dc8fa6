import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkNewPassword, hasErrors, type FieldErrors } from '../validation.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useLeaveSession } from '../../../lib/use-leave-session.ts';

type Field = 'password' | 'confirm';

export function ResetPasswordForm({ token }: { token: string }) {
  const leave = useLeaveSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: () => {
        toast.success(catalogue.account.passwordResetTitle, { description: catalogue.account.passwordReset });
        // The reset ended every session, this browser's too if it had one.
        void leave('/sign-in');
      },
      onError: (error) => toastFailure(error, catalogue.error, 'Your password could not be updated.'),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      password: checkNewPassword(password),
      confirm: confirm === password ? undefined : 'The passwords do not match.',
    };
    setErrors(next);
    if (!hasErrors(next)) reset.mutate({ token, password });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; avoid common passwords."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" loading={reset.isPending} className="w-full">
        Update password
      </Button>
    </form>
  );
}
