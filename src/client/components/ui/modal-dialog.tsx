/*
 * The reusable dialog's body (Radix), loaded by modal.tsx when a dialog first opens. It never closes on a backdrop click or any pointer
 * outside it; Escape and the close button still close it, so the keyboard works.
 * Opened without a Radix trigger, it remembers the control that had focus when it
 * opened and gives focus back to it on close.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

const sizes: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-2xl',
  full: 'max-w-none sm:m-4',
};

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: ModalSize;
  /** Stops Escape and the close button, e.g. while an action is running. */
  locked?: boolean;
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
};

export function ModalDialog({ open, onOpenChange, title, description, size = 'md', locked = false, closeLabel = 'Close', children, footer }: ModalProps) {
  const prevent = (event: Event) => event.preventDefault();
  const opener = useRef<HTMLElement | null>(null);
  // Runs before focus moves into the dialog, so the active element is still the opener.
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    // An opener that is gone (the deleted post's menu) leaves focus where Radix puts it.
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          // Without a description Radix must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-size={size}
          className={`fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-surface p-5 text-fg shadow-xl sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl ${sizes[size]}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="pt-2 text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={closeLabel}
                disabled={locked}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text disabled:opacity-50"
              >
                <CloseIcon className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
