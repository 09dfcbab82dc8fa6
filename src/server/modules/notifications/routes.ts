import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, pageQuerySchema } from '../../../contract/common.ts';
import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
} from '../../../contract/notifications.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteNotification, findOwnNotification, listNotifications, markAllRead, markRead } from './repository.ts';

const notificationNotFound = () => notFound('Notification');

/** Each user sees and changes only their own notifications; anyone else's is a 404. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: pageQuerySchema, response: { 200: notificationListSchema } } }, async (request) =>
    listNotifications(app.db, currentUser(request).id, request.query),
  );

  app.put(
    '/mark-as-read/:notificationId',
    { schema: { params: notificationIdParamsSchema, response: { 200: notificationSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { notificationId } = request.params;
      if (!(await markRead(app.db, me.id, notificationId))) throw notificationNotFound();
      const notification = await findOwnNotification(app.db, me.id, notificationId);
      if (!notification) throw notificationNotFound();
      return notification;
    },
  );

  app.put('/mark-all-as-read', { schema: { response: { 200: markAllReadResponseSchema } } }, async (request) => ({
    updated: await markAllRead(app.db, currentUser(request).id),
  }));

  app.delete(
    '/delete/:notificationId',
    { schema: { params: notificationIdParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      const { notificationId } = request.params;
      if (!(await deleteNotification(app.db, currentUser(request).id, notificationId))) throw notificationNotFound();
      return { id: notificationId };
    },
  );
};
