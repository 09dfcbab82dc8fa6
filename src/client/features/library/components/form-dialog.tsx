import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, type ModalSize } from '../../../components/ui/modal.tsx';

type FormDialogProps = {
  title: string;
  description?: string;
  submitLabel: string;
  /** While the write runs: the dialog stays open and its buttons wait. */
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  size?: ModalSize;
  children: ReactNode;
};

/** A form in the app's dialog, with Cancel and its submit button below. */
export function FormDialog({ title, description, submitLabel, pending, onClose, onSubmit, size = 'md', children }: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      size={size}
      locked={pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} loading={pending}>{submitLabel}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Modal>
  );
}
