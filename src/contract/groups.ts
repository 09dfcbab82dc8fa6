import { z } from 'zod';
import { idSchema, isoDateSchema, text } from './common.ts';
import { userSummarySchema } from './users.ts';

export const groupRoles = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];

export const inviteStatuses = ['pending', 'accepted', 'declined'] as const;

export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_MESSAGE_MAX = 4000;
export const GROUP_COMMENT_MAX = 2000;
export const GROUP_MESSAGES_PAGE = 20;
export const GROUP_ICON_MAX_BYTES = 200 * 1024;
export const GROUP_ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const dataUrlPattern = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image type and decoded size of a base64 image data URL, or null when it is not one. */
export function parseImageDataUrl(value: string): { mimeType: string; base64: string; bytes: number } | null {
  const match = dataUrlPattern.exec(value);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  const base64 = match[2];
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { mimeType: match[1], base64, bytes: (base64.length / 4) * 3 - padding };
}

// The cap on the text keeps a huge string from being scanned before the size check.
export const groupIconSchema = z
  .string()
  .max(Math.ceil(GROUP_ICON_MAX_BYTES / 3) * 4 + 64)
  .refine((value) => parseImageDataUrl(value) !== null, {
    message: 'must be a base64 data: URL of a PNG, JPEG, GIF or WebP image',
  })
  .refine((value) => (parseImageDataUrl(value)?.bytes ?? 0) <= GROUP_ICON_MAX_BYTES, {
    message: 'must be an image of at most 200 KB',
  });

export const topicSchema = z.object({ id: idSchema, name: z.string() });
export type Topic = z.infer<typeof topicSchema>;
export const topicListSchema = z.object({ items: z.array(topicSchema) });

export const groupMemberSchema = userSummarySchema.extend({
  role: z.enum(groupRoles),
  joinedAt: isoDateSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  groupIcon: z.string().nullable(),
  ownerId: idSchema,
  topicId: idSchema.nullable(),
  myRole: z.enum(groupRoles),
  users: z.array(groupMemberSchema),
  createdAt: isoDateSchema,
});
export type Group = z.infer<typeof groupSchema>;

export const groupCommentSchema = z.object({
  id: idSchema,
  groupMessageId: idSchema,
  author: userSummarySchema,
  message: z.string(),
  createdAt: isoDateSchema,
});
export type GroupComment = z.infer<typeof groupCommentSchema>;

export const groupLikeSchema = z.object({ userId: idSchema, groupMessageId: idSchema });
export type GroupLike = z.infer<typeof groupLikeSchema>;

export const groupMessageSchema = z.object({
  id: idSchema,
  groupId: idSchema,
  author: userSummarySchema,
  message: z.string(),
  hashtags: z.array(z.string()),
  shareCount: z.number().int(),
  shareHash: z.string(),
  createdAt: isoDateSchema,
  /** Equal to createdAt until the author edits the text. */
  updatedAt: isoDateSchema,
  comments: z.array(groupCommentSchema),
  likes: z.array(groupLikeSchema),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

export const groupInviteSchema = z.object({
  id: idSchema,
  group: z.object({ id: idSchema, name: z.string(), groupIcon: z.string().nullable() }),
  inviter: userSummarySchema,
  email: z.string(),
  status: z.enum(inviteStatuses),
  createdAt: isoDateSchema,
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

export const hashtagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type HashtagCount = z.infer<typeof hashtagCountSchema>;

// Requests and answers

export const groupListSchema = z.object({ items: z.array(groupSchema) });

export const createGroupBodySchema = z.object({
  name: text(GROUP_NAME_MIN, GROUP_NAME_MAX),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
  groupIcon: groupIconSchema.nullable().optional(),
  topicId: idSchema.nullable().optional(),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const updateGroupBodySchema = z.object({
  id: idSchema,
  name: text(GROUP_NAME_MIN, GROUP_NAME_MAX).optional(),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).optional(),
  groupIcon: groupIconSchema.nullable().optional(),
  topicId: idSchema.nullable().optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

export const searchUserParamsSchema = z.object({ query: text(1, 100) });
export const userSearchResultSchema = z.object({ items: z.array(userSummarySchema) });

export const inviteBodySchema = z.object({
  groupId: idSchema,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'must be a valid email address' })),
});
export type InviteBody = z.input<typeof inviteBodySchema>;
export const inviteListSchema = z.object({ items: z.array(groupInviteSchema) });

export const inviteIdParamsSchema = z.object({ inviteId: idSchema });

/** The token of a mailed invite link (`/groups/invites?claim=…`): it makes the invite the caller's, once. */
export const claimInviteBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ClaimInviteBody = z.input<typeof claimInviteBodySchema>;

export const respondInviteBodySchema = z.object({ inviteId: idSchema, choice: z.boolean() });
export type RespondInviteBody = z.input<typeof respondInviteBodySchema>;
export const respondInviteResponseSchema = z.union([
  z.object({ group: groupSchema }),
  z.object({ declined: z.literal(true) }),
]);

export const groupDetailQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const groupDetailSchema = z.object({
  group: groupSchema.extend({ messages: z.array(groupMessageSchema) }),
  hashtags: z.array(hashtagCountSchema),
  nextCursor: z.string().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const newGroupMessageBodySchema = z.object({ groupId: idSchema, message: text(1, GROUP_MESSAGE_MAX) });
export type NewGroupMessageBody = z.input<typeof newGroupMessageBodySchema>;
export const updateGroupMessageBodySchema = z.object({ message: text(1, GROUP_MESSAGE_MAX) });
export type UpdateGroupMessageBody = z.input<typeof updateGroupMessageBodySchema>;
export const newGroupCommentBodySchema = z.object({ groupMessageId: idSchema, message: text(1, GROUP_COMMENT_MAX) });
export type NewGroupCommentBody = z.input<typeof newGroupCommentBodySchema>;

export const groupLikeResponseSchema = z.object({ liked: z.boolean(), likes: z.array(groupLikeSchema) });

export const postIdParamsSchema = z.object({ postId: idSchema });
export const groupIdParamsSchema = z.object({ groupId: idSchema });
export const shareBodySchema = z.object({ hash: z.string().min(1).max(200) });
export const shareCountSchema = z.object({ shareCount: z.number().int() });

export const removeParticipantBodySchema = z.object({ groupId: idSchema, userId: idSchema });
export const removeParticipantResponseSchema = z.object({ userId: idSchema });

export const memberParamsSchema = z.object({ id: idSchema, userId: idSchema });
export const setMemberRoleBodySchema = z.object({ role: z.enum(['admin', 'member']) });

// Socket payloads (the `group:*` events)

export const groupLikeEventSchema = z.object({ groupMessageId: idSchema, userId: idSchema, liked: z.boolean() });
export type GroupLikeEvent = z.infer<typeof groupLikeEventSchema>;
export const groupPostDeletedEventSchema = z.object({ groupId: idSchema, id: idSchema });
export type GroupPostDeletedEvent = z.infer<typeof groupPostDeletedEventSchema>;
export const groupInviteCancelledEventSchema = z.object({ groupId: idSchema, id: idSchema });
export type GroupInviteCancelledEvent = z.infer<typeof groupInviteCancelledEventSchema>;
export const groupMemberJoinedEventSchema = z.object({ groupId: idSchema, user: groupMemberSchema });
export type GroupMemberJoinedEvent = z.infer<typeof groupMemberJoinedEventSchema>;
export const groupMemberRemovedEventSchema = z.object({ groupId: idSchema, userId: idSchema });
export type GroupMemberRemovedEvent = z.infer<typeof groupMemberRemovedEventSchema>;
export const groupDeletedEventSchema = z.object({ id: idSchema });
export type GroupDeletedEvent = z.infer<typeof groupDeletedEventSchema>;
