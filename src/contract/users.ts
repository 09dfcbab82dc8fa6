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
