import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  GROUP_MESSAGES_PAGE,
  createGroupBodySchema,
  groupDetailQuerySchema,
  groupDetailSchema,
  groupIdParamsSchema,
  groupListSchema,
  groupSchema,
  searchUserParamsSchema,
  updateGroupBodySchema,
  userSearchResultSchema,
} from '../../../contract/groups.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUserSummary } from '../users/mappers.ts';
import { assertGroupIcon } from './group-icon.ts';
import { deleteGroup, groupIdsOf, insertGroup, loadGroup, loadGroups, searchInvitees, topicExists, updateGroup } from './group-repository.ts';
import { hashtagCounts, messagePage } from './message-repository.ts';
import { authorize, groupNotFound } from './permissions.ts';
import type { GroupRealtime } from './realtime.ts';

const SEARCH_RESULTS = 20;

export const groupRoutes: FastifyPluginAsyncZod<{ live: GroupRealtime }> = async (app, { live }) => {
  const loadVisible = async (groupId: string, viewerId: string) => {
    const group = await loadGroup(app.db, groupId, viewerId);
    if (!group) throw groupNotFound();
    return group;
  };

  app.post('/create', { schema: { body: createGroupBodySchema, response: { 201: groupSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const { name, description, groupIcon, topicId } = request.body;
    await assertGroupIcon(groupIcon);
    if (topicId && !(await topicExists(app.db, topicId))) throw notFound('Topic');
    const id = await insertGroup(app.db, { name, description, groupIcon: groupIcon ?? null, topicId: topicId ?? null, ownerId: me.id });
    live.joined(me.id, id);
    return reply.status(201).send(await loadVisible(id, me.id));
  });

  app.get('/', { schema: { response: { 200: groupListSchema } } }, async (request) => {
    const me = currentUser(request);
    return { items: await loadGroups(app.db, await groupIdsOf(app.db, me.id), me.id) };
  });

  app.get(
    '/search-user/:query',
    { schema: { params: searchUserParamsSchema, response: { 200: userSearchResultSchema } } },
    async (request) => {
      const me = currentUser(request);
      const rows = await searchInvitees(app.db, request.params.query, me.id, SEARCH_RESULTS);
      return { items: rows.map(toUserSummary) };
    },
  );

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, querystring: groupDetailQuerySchema, response: { 200: groupDetailSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      await authorize(app.db, id, me.id, 'view');
      const [group, page, hashtags] = await Promise.all([
        loadVisible(id, me.id),
        messagePage(app.db, id, { cursor: request.query.cursor, take: GROUP_MESSAGES_PAGE, secret: app.sessionSecret }),
        hashtagCounts(app.db, id),
      ]);
      return { group: { ...group, messages: page.messages }, hashtags, nextCursor: page.nextCursor };
    },
  );

  app.put('/update', { schema: { body: updateGroupBodySchema, response: { 200: groupSchema } } }, async (request) => {
    const me = currentUser(request);
    const { id, name, description, groupIcon, topicId } = request.body;
    await authorize(app.db, id, me.id, 'update');
    await assertGroupIcon(groupIcon);
    if (topicId && !(await topicExists(app.db, topicId))) throw notFound('Topic');
    await updateGroup(app.db, id, { name, description, groupIcon, topicId });
    const group = await loadVisible(id, me.id);
    live.updated(group);
    return group;
  });

  app.delete(
    '/delete/:groupId',
    { schema: { params: groupIdParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { groupId } = request.params;
      await authorize(app.db, groupId, me.id, 'delete');
      await deleteGroup(app.db, groupId);
      live.deleted(groupId);
      return { id: groupId };
    },
  );
};
