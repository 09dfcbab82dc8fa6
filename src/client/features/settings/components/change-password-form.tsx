import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MAX, PASSWORD_MIN, SAME_PASSWORD_MESSAGE } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useLeaveSession } from '../../../lib/use-leave-session.ts';
import { useChangePassword } from '../api/change-password.ts';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm', string>>;

export function ChangePasswordForm() {
  const leave = useLeaveSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const change = useChangePassword({
    mutationConfig: {
      onSuccess: () => {
        toast.success(catalogue.account.passwordChanged);
        void leave('/sign-in');
      },
      // The spec's catalogue: the server's message, as given.
      onError: (error) => toast.error(errorMessage(error, 'Your password could not be changed.')),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      currentPassword: currentPassword ? undefined : 'Enter your current password.',
      newPassword:
        newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX
          ? `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`
          : newPassword === currentPassword
            ? SAME_PASSWORD_MESSAGE
            : undefined,
      confirm: confirm === newPassword ? undefined : 'The passwords do not match.',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="password-heading" className="text-lg font-semibold text-fg">Change password</h2>
      <p className="mt-1 text-sm text-muted">You will be signed out everywhere and asked to sign in again.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextField label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} error={errors.currentPassword} />
        <TextField label="New password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} error={errors.newPassword} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
        <Button type="submit" loading={change.isPending} className="self-start">
          Change password
        </Button>
      </form>
    </section>
  );
}
