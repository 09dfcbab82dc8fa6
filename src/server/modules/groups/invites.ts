/*
 * Sending an invite. Someone with an account hears of it in the app and by mail; an
 * unknown address gets a sign-up link, and the invite waits for an account with that
 * address (invites are matched by e-mail, so nothing has to happen at sign-up).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GroupInvite } from '../../../contract/groups.ts';
import type { UserRow } from '../../db/schema.ts';
import { appOrigin } from '../../lib/app-origin.ts';
import type { Mail } from '../../plugins/mail.ts';
import { notify } from '../notifications/notify.ts';
import { createInvite } from './invite-repository.ts';

type InviteInput = { groupId: string; email: string; inviter: UserRow; invitee: UserRow | undefined };

/** The client's invites inbox (src/client/routes/_authed/groups.invites.tsx), where an invite is accepted or declined. */
const INVITES_PATH = '/groups/invites';

function inviteMail(to: string, inviterName: string, groupName: string, link: string, hasAccount: boolean): Mail {
  const action = hasAccount ? 'Open Campus to accept or decline' : 'Create your Campus account with this address to accept';
  return {
    to,
    subject: `${inviterName} invited you to the study group "${groupName}"`,
    text: `${inviterName} invited you to join the study group "${groupName}" on Campus.\n\n${action}:\n${link}\n\nIf you do not want to join, ignore this mail.`,
  };
}

export async function sendInvite(
  app: FastifyInstance,
  request: FastifyRequest,
  { groupId, email, inviter, invitee }: InviteInput,
): Promise<{ invite: GroupInvite; created: boolean }> {
  const result = await createInvite(app.db, { groupId, inviterId: inviter.id, email });
  if (!result.created) return result;
  const origin = appOrigin(app.config, request);
  const groupName = result.invite.group.name;

  let mail: Mail | undefined;
  if (invitee) {
    await notify(app, {
      userId: invitee.id,
      type: 'group-invite',
      actor: inviter,
      message: `${inviter.name} invited you to join ${groupName}`,
      link: INVITES_PATH,
    });
    if (invitee.email_notifications === 1) mail = inviteMail(invitee.email, inviter.name, groupName, `${origin}${INVITES_PATH}`, true);
  } else {
    mail = inviteMail(email, inviter.name, groupName, `${origin}/sign-up?email=${encodeURIComponent(email)}`, false);
  }
  // The invite stands even if the mail cannot go out now; it waits in the invitee's list.
  if (mail) await app.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'invite mail failed'));
  return result;
}
