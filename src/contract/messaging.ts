import { z } from 'zod';
import { idSchema, isoDateSchema, listSchema, text } from './common.ts';
import { userSummarySchema } from './users.ts';

export const MESSAGE_BODY_MAX = 4000;
export const MESSAGES_PER_PAGE_DEFAULT = 30;
export const MESSAGES_PER_PAGE_MAX = 100;

export const chatMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  sender: userSummarySchema,
  body: z.string(),
  createdAt: isoDateSchema,
});
export type Message = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: idSchema,
  participants: z.array(userSummarySchema),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** A block stands between the participants, either way: the conversation stays readable, but nobody writes in it. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = listSchema(conversationSchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const newConversationBodySchema = z.object({ participantId: idSchema });

export const newMessageBodySchema = z.object({ conversationId: idSchema, body: text(1, MESSAGE_BODY_MAX) });
export type NewMessageBody = z.infer<typeof newMessageBodySchema>;

export const conversationParamsSchema = z.object({ conversationId: idSchema });

export const messagesQuerySchema = z.object({
  oldestMessageId: idSchema.optional(),
  messagesPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .transform((count) => Math.min(count, MESSAGES_PER_PAGE_MAX))
    .default(MESSAGES_PER_PAGE_DEFAULT),
});

export const messagePageSchema = z.object({ items: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const markReadResponseSchema = z.object({ unreadCount: z.literal(0) });
export const totalUnreadSchema = z.object({ total: z.number().int() });
export type TotalUnread = z.infer<typeof totalUnreadSchema>;

/** Client → server `typing`. */
export const typingPayloadSchema = z.object({ conversationId: idSchema });
export type TypingPayload = z.infer<typeof typingPayloadSchema>;

/** Server → client `typing`, to the other participant(s). */
export const typingEventSchema = z.object({ conversationId: idSchema, userId: idSchema });
export type TypingEvent = z.infer<typeof typingEventSchema>;
