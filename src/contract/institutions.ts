import { z } from 'zod';

export const institutionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  kind: z.enum(['university', 'campus']),
  schoolCode: z.number().int(),
  colors: z.object({ primary: z.string(), secondary: z.string(), hover: z.string() }),
});
export type Institution = z.infer<typeof institutionSchema>;

/** Universities are 1000–1013, campuses 1014–1017. */
export const institutionIdSchema = z.number().int().min(1000).max(1017);

/** GET /institutions. */
export const institutionListSchema = z.object({ items: z.array(institutionSchema) });

export { findInstitution, findInstitutionByName, institutions } from './institution-list.ts';
