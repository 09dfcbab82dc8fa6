import { z } from 'zod';
import { NOTE_COURSE_MAX } from './address-limits.ts';

export { NOTE_COURSE_MAX };
import { idSchema, isoDateSchema, listSchema, pageQuerySchema, text } from './common.ts';
import { userSummarySchema } from './users.ts';

export const NOTE_TITLE_MAX = 200;
export const NOTE_BODY_MAX = 100_000;
export const NOTE_COMMENT_MAX = 2000;
/** Comments embedded in `GET /notes/{id}`. */
export const NOTE_DETAIL_COMMENTS = 50;

export const noteVisibilities = ['private', 'collaborators', 'public'] as const;
export type NoteVisibility = (typeof noteVisibilities)[number];

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
export type NoteList = z.infer<typeof noteListSchema>;

export const noteCommentSchema = z.object({
  id: idSchema,
  noteId: idSchema,
  author: userSummarySchema,
  body: z.string(),
  createdAt: isoDateSchema,
});
export type NoteComment = z.infer<typeof noteCommentSchema>;

export const noteDetailSchema = noteSchema.extend({ comments: z.array(noteCommentSchema) });
export type NoteDetail = z.infer<typeof noteDetailSchema>;

/** An empty or blank course means "no course". */
const courseSchema = z
  .string()
  .trim()
  .max(NOTE_COURSE_MAX)
  .nullish()
  .transform((course) => course || null);

export const createNoteBodySchema = z.object({
  title: text(1, NOTE_TITLE_MAX),
  body: z.string().max(NOTE_BODY_MAX).default(''),
  visibility: z.enum(noteVisibilities).default('private'),
  course: courseSchema,
});
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const updateNoteBodySchema = z.object({
  title: text(1, NOTE_TITLE_MAX).optional(),
  body: z.string().max(NOTE_BODY_MAX).optional(),
  visibility: z.enum(noteVisibilities).optional(),
  course: courseSchema.optional(),
});
export type UpdateNoteBody = z.input<typeof updateNoteBodySchema>;

/** `GET /notes/`: my notes, newest first; `q` searches title and body, `course` matches exactly (ignoring case). */
export const noteListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  course: z.string().trim().max(NOTE_COURSE_MAX).optional(),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

/** `POST /notes/comment/{noteId}`. */
export const noteIdParamsSchema = z.object({ noteId: idSchema });

export const newNoteCommentBodySchema = z.object({ body: text(1, NOTE_COMMENT_MAX) });
export type NewNoteCommentBody = z.infer<typeof newNoteCommentBodySchema>;

export const noteLikeResponseSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type NoteLikeResponse = z.infer<typeof noteLikeResponseSchema>;

export const noteLikeEventSchema = z.object({ noteId: idSchema, userId: idSchema, liked: z.boolean(), likesCount: z.number().int() });
export type NoteLikeEvent = z.infer<typeof noteLikeEventSchema>;
