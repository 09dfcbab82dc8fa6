import { z } from 'zod';
import { idSchema, listSchema, pageQuerySchema } from './common.ts';
import { courseNameSchema, searchFilterSchema } from './library.ts';

export const CATALOGUE_CODE_MAX = 20;
export const CATALOGUE_LEVEL_MAX = 40;
export const CATALOGUE_DESCRIPTION_MAX = 5000;
export const CATALOGUE_TOPICS_MAX = 60;
export const CATALOGUE_CREDITS_MAX = 60;

/** A course of the catalogue; its id is also the `topicId` groups take. Titles are unique, ignoring case. */
export const catalogueCourseSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  credits: z.number().int().nullable(),
  topics: z.array(z.string()),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

/** `GET /courses-catalogue/`: by title; `q` searches title and code. */
export const catalogueListQuerySchema = pageQuerySchema.extend({ q: searchFilterSchema });
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;
export const catalogueListSchema = listSchema(catalogueCourseSchema);
export type CatalogueList = z.infer<typeof catalogueListSchema>;

const catalogueFields = {
  code: z.string().trim().max(CATALOGUE_CODE_MAX),
  title: courseNameSchema,
  description: z.string().trim().max(CATALOGUE_DESCRIPTION_MAX),
  level: z.string().trim().max(CATALOGUE_LEVEL_MAX),
  credits: z.number().int().min(0).max(CATALOGUE_CREDITS_MAX).nullable(),
  topics: z.array(courseNameSchema).max(CATALOGUE_TOPICS_MAX),
};

/** `POST /courses-catalogue/` (admins only). */
export const createCatalogueCourseBodySchema = z.object({
  ...catalogueFields,
  code: catalogueFields.code.default(''),
  description: catalogueFields.description.default(''),
  level: catalogueFields.level.default(''),
  credits: catalogueFields.credits.optional().transform((credits) => credits ?? null),
  topics: catalogueFields.topics.default([]),
});
export type CreateCatalogueCourseBody = z.input<typeof createCatalogueCourseBodySchema>;
export type CatalogueCourseFields = z.output<typeof createCatalogueCourseBodySchema>;

/** `PATCH /courses-catalogue/{id}` (admins only): the fields given change, the others keep their value. */
export const updateCatalogueCourseBodySchema = z.object(catalogueFields).partial();
export type UpdateCatalogueCourseBody = z.input<typeof updateCatalogueCourseBodySchema>;
