import { useState, type FormEvent } from 'react';
import { MODERATION_NOTE_MAX, type ModerationAction, type Report } from '../../../../contract/safety.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { useResolveReport } from '../api/resolve-report.ts';
import { actionLabel } from './moderation-labels.ts';

const consequences: Record<ModerationAction, string> = {
  dismiss: 'The reports are closed and nothing else changes.',
  removeContent: 'The content is deleted for everyone. Its author is not told who reported it.',
  suspendUser: 'They are signed out everywhere at once, cannot sign in, and their content is hidden.',
  liftSuspension: 'They can sign in again and their content shows again.',
};

/** Confirms one action on a queue item, with an optional note for the audit history. */
export function ActionDialog({ report, action, onClose }: { report: Report; action: ModerationAction; onClose: () => void }) {
  const [note, setNote] = useState('');
  const resolve = useResolveReport({ mutationConfig: { onSuccess: onClose } });
  const tooLong = note.trim().length > MODERATION_NOTE_MAX;
  const label = actionLabel(action, report);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) resolve.mutate({ id: report.id, action, note: note.trim() || undefined });
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={label} description={consequences[action]} locked={resolve.isPending}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextArea
          label="Note for the history (optional)"
          value={note}
          maxLength={MODERATION_NOTE_MAX}
          error={tooLong ? `At most ${MODERATION_NOTE_MAX} characters.` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={resolve.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'dismiss' || action === 'liftSuspension' ? 'primary' : 'danger'} loading={resolve.isPending}>
            {label}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
