/* The words the moderation queue uses for target types, actions and what the audit history records. */
import type { AuditedAction, Report, ModerationAction, ReportTargetType } from '../../../../contract/safety.ts';

export const targetLabels: Record<ReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Direct message',
  groupMessage: 'Group message',
  groupComment: 'Group comment',
  note: 'Note',
  user: 'Person',
};

export const auditLabels: Record<AuditedAction, string> = {
  dismiss: 'Dismissed',
  removeContent: 'Removed the content',
  suspendUser: 'Suspended the account',
  liftSuspension: 'Lifted the suspension',
  grantAdmin: 'Made them an admin',
};

/** The button for an action on this report ("Suspend Kofi Boateng"). */
export function actionLabel(action: ModerationAction, report: Report): string {
  const name = report.subject?.user.name ?? 'the author';
  switch (action) {
    case 'dismiss':
      return 'Dismiss';
    case 'removeContent':
      return 'Remove content';
    case 'suspendUser':
      return `Suspend ${name}`;
    case 'liftSuspension':
      return `Lift ${name}'s suspension`;
  }
}

/** What an admin may still do: removal needs the content, suspension a subject (and lifting, a suspended one). */
export function actionsFor(report: Report): ModerationAction[] {
  const actions: ModerationAction[] = report.status === 'open' ? ['dismiss'] : [];
  if (report.content && report.targetType !== 'user') actions.push('removeContent');
  if (report.subject) actions.push(report.subject.suspended ? 'liftSuspension' : 'suspendUser');
  return actions;
}
