/*
 * Asks before leaving the editor with unsaved changes: inside the app through the spec's
 * confirmation dialog, and on reload or closing the tab through the browser's own prompt.
 */
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** `shouldBlock` must keep its identity between renders (the router re-registers the blocker when it changes). */
export function LeaveGuard({ shouldBlock, onLeave }: { shouldBlock: () => boolean; onLeave: () => void }) {
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true });
  const blocked = blocker.status === 'blocked';

  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      onConfirm={() => {
        onLeave();
        blocker.proceed?.();
      }}
      consequence="Your unsaved changes to this note will be lost."
    />
  );
}
