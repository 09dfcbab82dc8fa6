import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupsAccountDeletion } from './account-deletion.ts';
import { groupRoutes } from './group-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { groupRealtime } from './realtime.ts';

/** Study groups under /groups: the groups, their members and invites, their messages. */
export const groupsModule: FastifyPluginAsyncZod = async (app) => {
  const live = groupRealtime(app);
  live.attach();
  app.accountDeletionSteps.push(groupsAccountDeletion(app, live));
  await app.register(groupRoutes, { live });
  await app.register(memberRoutes, { live });
  await app.register(messageRoutes, { live });
};
