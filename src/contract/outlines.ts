/* Course outlines: a course's syllabus as a checklist of topics, seen and changed by its owner only. */
import { z } from 'zod';
import { idSchema, isoDateSchema, text } from './common.ts';

export const OUTLINE_TITLE_MAX = 200;
export const OUTLINE_COURSE_MAX = 120;
export const OUTLINE_DESCRIPTION_MAX = 2000;
export const OUTLINE_TOPICS_MAX = 200;
export const OUTLINE_TOPIC_TITLE_MAX = 200;

export const outlineTopicSchema = z.object({
  title: text(1, OUTLINE_TOPIC_TITLE_MAX),
  completed: z.boolean().default(false),
});
export type OutlineTopic = z.output<typeof outlineTopicSchema>;

/** The topics in order; an update sends the whole list. */
export const outlineTopicsSchema = z.array(outlineTopicSchema).max(OUTLINE_TOPICS_MAX);

export const courseOutlineSchema = z.object({
  id: idSchema,
  title: z.string(),
  course: z.string(),
  description: z.string(),
  topics: z.array(z.object({ title: z.string(), completed: z.boolean() })),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

/** `GET /course-outline/`: mine, newest first. */
export const courseOutlineListSchema = z.object({ items: z.array(courseOutlineSchema) });
export type CourseOutlineList = z.infer<typeof courseOutlineListSchema>;

const courseSchema = z.string().trim().max(OUTLINE_COURSE_MAX);
const descriptionSchema = z.string().max(OUTLINE_DESCRIPTION_MAX);

/** `POST /course-outline/create`; a topic's `completed` defaults to false. */
export const createCourseOutlineBodySchema = z.object({
  title: text(1, OUTLINE_TITLE_MAX),
  course: courseSchema.default(''),
  description: descriptionSchema.default(''),
  topics: outlineTopicsSchema.default([]),
});
export type CreateCourseOutlineBody = z.input<typeof createCourseOutlineBodySchema>;

/** `PATCH /course-outline/update/{id}`: the fields sent change; `topics` replaces the whole list. */
export const updateCourseOutlineBodySchema = z.object({
  title: text(1, OUTLINE_TITLE_MAX).optional(),
  course: courseSchema.optional(),
  description: descriptionSchema.optional(),
  topics: outlineTopicsSchema.optional(),
});
export type UpdateCourseOutlineBody = z.input<typeof updateCourseOutlineBodySchema>;
