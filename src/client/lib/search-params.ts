/* Pieces of the search-param schemas routes validate their address with (TanStack Router `validateSearch`). */
import { z } from 'zod';

/** Optional text in the address: trimmed, blank or too long reads as absent rather than failing the route. */
export const optionalSearchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined);

/** An optional whole number between min and max; anything else reads as absent. */
export const optionalSearchInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional().catch(undefined);
