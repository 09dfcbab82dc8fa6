import { z } from 'zod';

export const idSchema = z.string().min(1).max(64);
export const isoDateSchema = z.string();

export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'CSRF_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'EMAIL_TAKEN',
  'ALREADY_MEMBER',
  'INVITE_CLOSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'CANNOT_FOLLOW_SELF',
  'WRONG_PASSWORD',
  'CANNOT_REMOVE_OWNER',
  'INVALID_RESET_TOKEN',
  'INVALID_SHARE_HASH',
  'IDEMPOTENCY_KEY_REUSED',
  'SERVICE_UNAVAILABLE',
  'QUOTA_EXCEEDED',
  'RANGE_NOT_SATISFIABLE',
  'BLOCKED',
  'SUSPENDED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export const deletedSchema = z.object({ id: idSchema });
export type Deleted = z.infer<typeof deletedSchema>;

export const TAKE_MAX = 50;

/** A whole number from the query string, at least `min`; anything above `max` is capped, not refused. */
export function cappedInt(min: number, max: number) {
  return z.preprocess((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && number > max ? max : number;
  }, z.number().int().min(min));
}

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  take: cappedInt(1, TAKE_MAX).default(20),
});

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const idParamsSchema = z.object({ id: idSchema });

/** Trimmed text between min and max characters. */
export function text(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}
