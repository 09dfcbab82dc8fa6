import { z } from 'zod';
import { idSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { institutionIdSchema } from './institutions.ts';
import { collaborationStates, meSchema, preferencesSchema, userSummarySchema } from './users.ts';

export { COMMON_PASSWORD_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PASSWORD_CHANGED_MESSAGE, SAME_PASSWORD_MESSAGE } from './auth-messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'must be a valid email address' }));
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const signUpBodySchema = z.object({
  name: text(1, 80),
  email,
  password,
  institutionId: institutionIdSchema,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });
export type SignInBody = z.infer<typeof signInBodySchema>;

export const sessionResponseSchema = z.object({ token: z.string(), user: meSchema });

export const requestResetBodySchema = z.object({ email });
export const updatePasswordBodySchema = z.object({ token: z.string().min(1).max(200), password });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const validateTokenResponseSchema = z.object({ user: meSchema });

export const usersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  institutionId: z.coerce.number().int().optional(),
});
export const usersListSchema = listSchema(userSummarySchema);

export const followParamsSchema = z.object({ followingId: idSchema });
export const toggleFollowResponseSchema = z.object({
  following: z.boolean(),
  followersCount: z.number().int(),
});

export const collaborateParamsSchema = z.object({ collaboratingId: idSchema });
export const toggleCollaborateResponseSchema = z.object({
  collaboration: z.enum(collaborationStates),
});

export const updatePreferencesBodySchema = preferencesSchema.partial();
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const updateProfileBodySchema = z.object({
  name: text(1, 80).optional(),
  bio: z.string().trim().max(500).optional(),
  institutionId: institutionIdSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

