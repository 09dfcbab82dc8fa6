import { z } from 'zod';
import { idSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { LIBRARY_TITLE_MAX, courseFilterSchema, courseNameSchema, optionalYearSchema, searchFilterSchema, yearSchema } from './library.ts';

export const BOOK_AUTHOR_MAX = 200;
export const BOOK_DESCRIPTION_MAX = 5000;
export const BOOK_URL_MAX = 2000;

export const bookSchema = z.object({
  id: idSchema,
  title: z.string(),
  author: z.string(),
  description: z.string(),
  course: z.string(),
  coverUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  publishedYear: z.number().int().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

/** `GET /books/`: by title; `course` matches exactly (ignoring case), `q` searches title, author and description. */
export const bookListQuerySchema = pageQuerySchema.extend({ course: courseFilterSchema, q: searchFilterSchema });
export type BookListQuery = z.input<typeof bookListQuerySchema>;
export const bookListSchema = listSchema(bookSchema);
export type BookList = z.infer<typeof bookListSchema>;

const linkSchema = z
  .string()
  .trim()
  .max(BOOK_URL_MAX)
  .pipe(z.url({ protocol: /^https?$/, message: 'must be an http or https address' }));

const bookFields = {
  title: text(1, LIBRARY_TITLE_MAX),
  author: text(1, BOOK_AUTHOR_MAX),
  description: z.string().trim().max(BOOK_DESCRIPTION_MAX),
  course: courseNameSchema,
  coverUrl: linkSchema.nullable(),
  fileUrl: linkSchema.nullable(),
  publishedYear: yearSchema.nullable(),
};

/** `POST /books/` (admins only). */
export const createBookBodySchema = z.object({
  ...bookFields,
  description: bookFields.description.default(''),
  coverUrl: linkSchema.nullish().transform((url) => url ?? null),
  fileUrl: linkSchema.nullish().transform((url) => url ?? null),
  publishedYear: optionalYearSchema,
});
export type CreateBookBody = z.input<typeof createBookBodySchema>;
export type BookFields = z.output<typeof createBookBodySchema>;

/** `PATCH /books/{id}` (admins only): the fields given change, the others keep their value. */
export const updateBookBodySchema = z.object(bookFields).partial();
export type UpdateBookBody = z.input<typeof updateBookBodySchema>;
