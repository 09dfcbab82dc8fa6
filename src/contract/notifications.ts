import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';
import { userSummarySchema } from './users.ts';

export const notificationTypes = [
  'follow',
  'collaborate',
  'post-like',
  'post-comment',
  'note-like',
  'note-comment',
  'group-invite',
  'group-joined',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  type: z.enum(notificationTypes),
  read: z.boolean(),
  createdAt: isoDateSchema,
  actor: userSummarySchema.nullable(),
  message: z.string(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const newFollowerEventSchema = z.object({
  follower: userSummarySchema,
  newNotification: notificationSchema,
});
export type NewFollowerEvent = z.infer<typeof newFollowerEventSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: idSchema });
export const markAllReadResponseSchema = z.object({ updated: z.number().int() });
