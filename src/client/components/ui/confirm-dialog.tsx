/*
 * "Are you sure?" before an action, in the spec's words, with one line under them that
 * names what will happen ("This post will be deleted for everyone."). Yes shows a spinner
 * while the (async) action runs, then the dialog closes whatever the outcome; the action
 * reports its own errors. With `stayOpenOnFailure` a failed action keeps it open instead,
 * for a caller that shows the failure inside it (`error`).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export const CONFIRM_TITLE = 'Confirmation';
export const CONFIRM_TEXT = 'Are you sure you want to continue with your action?';

type ConfirmAction = () => Promise<unknown> | void;

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: ConfirmAction;
  /** What Yes will do, in one line. */
  consequence?: string;
  /** Extra content such as a password field. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  stayOpenOnFailure?: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error?: ReactNode;
};

export function ConfirmDialog({ open, onOpenChange, onConfirm, consequence, children, confirmDisabled = false, stayOpenOnFailure = false, error }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    let failed = false;
    try {
      await onConfirm();
    } catch (failure) {
      failed = true;
      if (!stayOpenOnFailure) throw failure;
    } finally {
      setRunning(false);
      if (!(failed && stayOpenOnFailure)) onOpenChange(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={CONFIRM_TITLE}
      description={
        <>
          <span>{CONFIRM_TEXT}</span>
          {consequence ? <span className="mt-2 block font-medium text-fg">{consequence}</span> : null}
        </>
      }
      size="sm"
      locked={running}
      footer={
        <>
          <Button variant="secondary" disabled={running} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={running} disabled={confirmDisabled} onClick={() => void confirm()}>
            Yes
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-text">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

type Pending = { action: ConfirmAction; consequence?: string };

/** `ask(action, consequence)` opens the confirmation; render `dialog` once in the component. */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((action: ConfirmAction, consequence?: string) => setPending({ action, consequence }), []);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      onConfirm={() => pending?.action()}
      consequence={pending?.consequence}
    />
  );
  return { ask, dialog };
}
