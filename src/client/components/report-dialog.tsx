/*
 * Reporting something: the short dialog behind every "Report" menu item (posts,
 * comments, messages, group messages and comments, notes, people). It sits below the
 * features because all of them offer it. The reporter is thanked and told nothing about
 * what happens next.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { endpoints } from '../../contract/endpoints.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_THANKS_MESSAGE,
  reportCreatedSchema,
  reportReasons,
  type CreateReportBody,
  type ReportReason,
  type ReportTargetType,
} from '../../contract/safety.ts';
import { callApi } from '../lib/api-client.ts';
import { catalogue } from '../lib/catalogue.ts';
import { Button } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { MoreMenu, type MoreMenuItem, type MoreMenuProps } from './ui/more-menu.tsx';
import { RadioCards } from './ui/radio-cards.tsx';
import { TextArea } from './ui/text-field.tsx';
import { toastFailure } from '../lib/failure-toast.ts';

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate',
  sexual: 'Sexual content',
  selfHarm: 'Self-harm',
  other: 'Something else',
};

const reasonDescriptions: Record<ReportReason, string> = {
  spam: 'Ads, scams, or the same thing over and over.',
  harassment: 'Someone is being targeted, threatened or shamed.',
  hate: 'Attacks on people for who they are.',
  sexual: 'Nudity or sexual content.',
  selfHarm: 'Someone may hurt themselves.',
  other: 'Tell us in the details below.',
};

/** What is being reported, and how to name it in the dialog ("post", "comment", "Ama Mensah"). */
export type ReportTarget = { type: ReportTargetType; id: string; what: string };

export function reportContent(body: CreateReportBody) {
  return callApi(endpoints.safety.report, reportCreatedSchema, { json: body });
}

function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const tooLong = details.trim().length > REPORT_DETAILS_MAX;
  const report = useMutation({
    mutationFn: reportContent,
    onSuccess: () => {
      toast.success(REPORT_THANKS_MESSAGE);
      onClose();
    },
    onError: (error) => toastFailure(error, catalogue.error, 'Your report could not be sent. Please try again.'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    report.mutate({ targetType: target.type, targetId: target.id, reason, details: details.trim() || undefined });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Report ${target.what}`}
      description="Only our moderators see reports. The person you report is not told who sent it."
      size="lg"
      locked={report.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <RadioCards
          legend="What is wrong with it?"
          options={reportReasons}
          labels={reportReasonLabels}
          descriptions={reasonDescriptions}
          value={reason}
          onChange={setReason}
        />
        <TextArea
          label="Details (optional)"
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          hint={`${details.trim().length} / ${REPORT_DETAILS_MAX}`}
          error={tooLong ? `At most ${REPORT_DETAILS_MAX} characters.` : undefined}
          onChange={(event) => setDetails(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={report.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={report.isPending} disabled={tooLong}>
            Send report
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** `ask(target)` opens the report dialog; render `dialog` once in the component. */
export function useReportDialog() {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const ask = useCallback((next: ReportTarget) => setTarget(next), []);
  const dialog = target ? <ReportDialog key={`${target.type}-${target.id}`} target={target} onClose={() => setTarget(null)} /> : null;
  return { ask, dialog };
}

type ReportMenuProps = {
  target: ReportTarget;
  /** The menu button's accessible name, e.g. "More actions on Ama's comment". */
  label: string;
  /** Other entries shown before "Report". */
  items?: MoreMenuItem[];
} & Pick<MoreMenuProps, 'className' | 'align' | 'side'>;

/** A "…" menu whose last entry reports `target`. */
export function ReportMenu({ target, label, items = [], ...placement }: ReportMenuProps) {
  const { ask, dialog } = useReportDialog();
  return (
    <>
      <MoreMenu label={label} {...placement} items={[...items, { label: `Report ${target.what}`, onSelect: () => ask(target), tone: 'danger' }]} />
      {dialog}
    </>
  );
}

/** The menu of someone else's comment on a post or a note. */
export function CommentReportMenu({ id, authorName }: { id: string; authorName: string }) {
  return <ReportMenu target={{ type: 'comment', id, what: 'comment' }} label={`More actions on ${authorName}'s comment`} className="-mr-2 shrink-0" />;
}
