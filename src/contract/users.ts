import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';

export const userSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  institutionId: z.number().int().nullable(),
  nameOfUniversity: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * Client → server `new-user-add`. The session says who this is; a client may still name
 * itself (an id, or a user object whose other fields are ignored), and that is all.
 */
export const newUserAddPayloadSchema = z.union([idSchema, z.object({ id: idSchema.optional(), userId: idSchema.optional() })]).nullish();
export type NewUserAddPayload = z.infer<typeof newUserAddPayloadSchema>;

export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];

export const preferencesSchema = z.object({
  colorMode: z.enum(colorModes),
  lowDataMode: z.boolean(),
  sound: z.boolean(),
  emailNotifications: z.boolean(),
  showOnlineStatus: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const collaborationStates = ['none', 'requested', 'incoming', 'mutual'] as const;
export type Collaboration = (typeof collaborationStates)[number];

export const userProfileSchema = userSummarySchema.extend({
  bio: z.string(),
  createdAt: isoDateSchema,
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  isFollowing: z.boolean(),
  followsMe: z.boolean(),
  collaboration: z.enum(collaborationStates),
  online: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const meSchema = userSummarySchema.extend({
  email: z.string(),
  bio: z.string(),
  role: z.enum(['student', 'admin']),
  preferences: preferencesSchema,
  createdAt: isoDateSchema,
});
export type Me = z.infer<typeof meSchema>;
