/*
 * Sending an invite. Someone with an account hears of it in the app and by mail, and the
 * invite is theirs from the start. An unknown address gets a sign-up link carrying a claim
 * token: sign-up proves no address, so the link is the proof, and the invite becomes the
 * account's that uses it (POST /groups/invites/claim), never one that merely has the address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { appOrigin } from '../../lib/app-origin.ts';
import type { Mail } from '../../plugins/mail.ts';
import { notify } from '../notifications/notify.ts';
import { CLAIM_LIFETIME_DAYS, createInvite, type SentInvite } from './invite-repository.ts';

type InviteInput = { groupId: string; email: string; inviter: UserRow; invitee: UserRow | undefined };

/** The client's invites inbox (src/client/routes/_authed/groups.invites.tsx), where an invite is accepted or declined. */
const INVITES_PATH = '/groups/invites';

/** Sign-up with the address filled in, then on to the inbox, which claims the invite with the token. */
function claimLink(origin: string, email: string, claimToken: string): string {
  const inbox = `${INVITES_PATH}?claim=${encodeURIComponent(claimToken)}`;
  return `${origin}/sign-up?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(inbox)}`;
}

function inviteMail(to: string, inviterName: string, groupName: string, link: string, hasAccount: boolean): Mail {
  const action = hasAccount
    ? 'Open Campus to accept or decline'
    : `Create your Campus account with this link to accept (it works once, for ${CLAIM_LIFETIME_DAYS} days; already on Campus under another address? Sign in from that page)`;
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
): Promise<SentInvite> {
  const result = await createInvite(app.db, { groupId, inviterId: inviter.id, email, inviteeId: invitee?.id, now: app.clock.now() });
  if (!result.announce) return result;
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
  } else if (result.claimToken) {
    mail = inviteMail(result.invite.email, inviter.name, groupName, claimLink(origin, result.invite.email, result.claimToken), false);
  }
  // The invite stands even if the mail cannot go out now: it waits in the invitee's list, or
  // for the group to send it again (which mails a new link).
  if (mail) await app.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'invite mail failed'));
  return result;
}
