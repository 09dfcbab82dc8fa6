import { z } from 'zod';
import { idSchema, isoDateSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { LIBRARY_TITLE_MAX, courseFilterSchema, courseNameSchema, optionalText, optionalCaseYearSchema, searchFilterSchema } from './library.ts';
import { userSummarySchema } from './users.ts';

export const CASE_FLASH_CITATION_MAX = 200;
export const CASE_FLASH_COURT_MAX = 200;
export const CASE_FLASH_PART_MAX = 5000;
export const CASE_FLASH_TAGS_MAX = 20;
export const CASE_FLASH_TAG_MAX = 50;

/**
 * A case as students brief it. `citation`, `court` and `year` are null where not known for
 * certain; `createdBy` is null for the starter library's cases and once the author's account is gone.
 */
export const caseFlashSchema = z.object({
  id: idSchema,
  title: z.string(),
  citation: z.string().nullable(),
  court: z.string().nullable(),
  year: z.number().int().nullable(),
  course: z.string(),
  facts: z.string(),
  issue: z.string(),
  holding: z.string(),
  ratio: z.string(),
  tags: z.array(z.string()),
  createdBy: userSummarySchema.nullable(),
  createdAt: isoDateSchema,
});
export type CaseFlash = z.infer<typeof caseFlashSchema>;

export const caseFlashListSchema = listSchema(caseFlashSchema);
export type CaseFlashList = z.infer<typeof caseFlashListSchema>;

/** `POST /case-flashes/`. Tags are kept once each (ignoring case), in order of first appearance. */
export const createCaseFlashBodySchema = z.object({
  title: text(1, LIBRARY_TITLE_MAX),
  citation: optionalText(CASE_FLASH_CITATION_MAX),
  court: optionalText(CASE_FLASH_COURT_MAX),
  year: optionalCaseYearSchema,
  course: courseNameSchema,
  facts: text(1, CASE_FLASH_PART_MAX),
  issue: text(1, CASE_FLASH_PART_MAX),
  holding: text(1, CASE_FLASH_PART_MAX),
  ratio: text(1, CASE_FLASH_PART_MAX),
  tags: z
    .array(text(1, CASE_FLASH_TAG_MAX))
    .max(CASE_FLASH_TAGS_MAX)
    .default([])
    .transform((tags) => tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index)),
});
export type CreateCaseFlashBody = z.input<typeof createCaseFlashBodySchema>;
export type CaseFlashFields = z.output<typeof createCaseFlashBodySchema>;

/** `GET /case-flashes/`: newest first; `q` searches title, citation, tags and facts. */
export const caseFlashListQuerySchema = pageQuerySchema.extend({ course: courseFilterSchema, q: searchFilterSchema });
export type CaseFlashListQuery = z.input<typeof caseFlashListQuerySchema>;
