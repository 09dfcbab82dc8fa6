/*
 * What another student does while QA watches, as the server would do it: the change goes
 * into the mock stores (so a refetch shows it too) and the server event that announces it
 * goes to the signed-in user's socket. Used by the QA panel's push controls.
 */
import { newFollowerEventSchema } from '../../src/contract/notifications.ts';
import type { Me } from '../../src/contract/users.ts';
import { addAccount, buildMe, db, sessionAccount, summaryOf } from './db.ts';
import { messagingDb, seedConversation, seedMessage } from './messaging-handlers.ts';
import { seedNotification } from './notifications-handlers.ts';
import { seedPost } from './posts-handlers.ts';
import { pushServerEvent } from './realtime.ts';

export type PushResult = { delivered: number; text: string };

let pushes = 0;

function signedInMe(): Me {
  const account = sessionAccount();
  if (!account) throw new Error('Nobody is signed in to the mock server: sign in first.');
  return account.me;
}

/** A classmate of the signed-in student, a different one each time; on an empty campus, a newcomer. */
function anotherStudent(me: Me): Me {
  const others = [...db.accounts.values()].filter((account) => account.me.id !== me.id);
  pushes += 1;
  const picked = others[pushes % Math.max(others.length, 1)];
  return picked ? picked.me : addAccount(buildMe({ name: 'Kojo Appiah', institutionId: me.institutionId })).me;
}

export function anotherStudentPosts(): PushResult {
  const me = signedInMe();
  const author = anotherStudent(me);
  const text = `Live from the QA panel: lecture notes for week ${pushes} are up #QA`;
  const post = seedPost(author, text);
  return { delivered: pushServerEvent('new-post', post), text };
}

export function anotherStudentMessages(): PushResult {
  const me = signedInMe();
  const sender = anotherStudent(me);
  const shared = messagingDb.conversations.find((conversation) => conversation.participants.some((user) => user.id === me.id) && conversation.participants.some((user) => user.id === sender.id));
  const conversation = shared ?? seedConversation(me, sender);
  const text = `Message ${pushes} from ${sender.name}: are you coming to the library?`;
  return { delivered: pushServerEvent('newMessage', seedMessage(conversation.id, sender, text)), text };
}

export function anotherStudentFollows(): PushResult {
  const me = signedInMe();
  const follower = anotherStudent(me);
  const account = db.accounts.get(follower.id);
  if (account) account.followsMe = true;
  const mine = db.accounts.get(me.id);
  if (mine) mine.followersCount += 1;
  const text = `${follower.name} started following you`;
  const newNotification = seedNotification(me.id, { type: 'follow', actor: follower, message: text, link: `/profile/${follower.id}` });
  const event = newFollowerEventSchema.parse({ follower: summaryOf(follower), newNotification });
  return { delivered: pushServerEvent('new-follower', event), text };
}
