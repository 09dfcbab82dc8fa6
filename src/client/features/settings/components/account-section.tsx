import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { useLeaveSession } from '../../../lib/use-leave-session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Sign out, and account deletion behind the confirmation dialog and the password. */
export function AccountSection() {
  const leave = useLeaveSession();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const passwordField = useRef<HTMLInputElement>(null);
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount();

  const remove = async () => {
    setFailure(undefined);
    try {
      await deleteAccount.mutateAsync({ password });
    } catch (error) {
      // The dialog stays open with the server's reason, so a mistyped password can be tried again.
      setFailure(errorMessage(error, 'Please try again.'));
      setPassword('');
      passwordField.current?.focus();
      throw error;
    }
    await leave('/sign-up');
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
          if (!open) {
            setPassword('');
            setFailure(undefined);
          }
        }}
        onConfirm={remove}
        consequence="Your account, profile, notes, files and messages will be deleted for good."
        confirmDisabled={!password}
        stayOpenOnFailure
        error={
          failure ? (
            <>
              <span className="block font-semibold">{catalogue.account.deleteAccountFailed}</span>
              {failure}
            </>
          ) : undefined
        }
      >
        <TextField ref={passwordField} label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </ConfirmDialog>
    </section>
  );
}
