import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useLeaveSession } from '../../../lib/use-leave-session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useSignOut } from '../api/sign-out.ts';

/** Sign out, and account deletion behind the confirmation dialog and the password. */
export function AccountSection() {
  const leave = useLeaveSession();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  // Whatever the server says, signing out must leave nothing behind on this device.
  const signOut = useSignOut({ mutationConfig: { onSettled: () => void leave('/sign-in') } });
  const deleteAccount = useDeleteAccount();

  const remove = async () => {
    try {
      await deleteAccount.mutateAsync({ password });
      await leave('/sign-up');
    } catch (error) {
      toast.error(catalogue.account.deleteAccountFailed, { description: errorMessage(error, 'Please try again.') });
    } finally {
      setPassword('');
    }
  };

  return (
    <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="account-heading" className="text-lg font-semibold text-fg">Account</h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">Deleting your account removes your profile, notes, files and messages for good.</p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setPassword('');
        }}
        onConfirm={remove}
        confirmDisabled={!password}
      >
        <TextField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </ConfirmDialog>
    </section>
  );
}
