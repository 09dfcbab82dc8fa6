/*
 * "Are you sure?" before an action. Yes shows a spinner while the (async) action runs,
 * then the dialog closes whatever the outcome; the action reports its own errors.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export const CONFIRM_TITLE = 'Confirmation';
export const CONFIRM_TEXT = 'Are you sure you want to continue with your action?';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<unknown> | void;
  /** Extra content such as a password field. */
  children?: ReactNode;
  confirmDisabled?: boolean;
};

export function ConfirmDialog({ open, onOpenChange, onConfirm, children, confirmDisabled = false }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      onOpenChange(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={CONFIRM_TITLE}
      description={CONFIRM_TEXT}
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
    </Modal>
  );
}

/** `ask(action)` opens the confirmation; render `dialog` once in the component. */
export function useConfirm() {
  const [action, setAction] = useState<(() => Promise<unknown> | void) | null>(null);
  const ask = useCallback((next: () => Promise<unknown> | void) => setAction(() => next), []);
  const dialog = (
    <ConfirmDialog open={action !== null} onOpenChange={(open) => (open ? undefined : setAction(null))} onConfirm={() => action?.()} />
  );
  return { ask, dialog };
}
