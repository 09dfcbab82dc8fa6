import { z } from 'zod';
import { idSchema, isoDateSchema, listSchema } from './common.ts';
import { userSummarySchema } from './users.ts';

export const noteVisibilities = ['private', 'collaborators', 'public'] as const;

export const noteSchema = z.object({
  id: idSchema,
  owner: userSummarySchema,
  title: z.string(),
  body: z.string(),
  visibility: z.enum(noteVisibilities),
  course: z.string().nullable(),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
  commentsCount: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;

export const noteListSchema = listSchema(noteSchema);
