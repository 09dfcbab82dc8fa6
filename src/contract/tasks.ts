/*
 * The task board: my columns, each with its tasks in order. `position` is a task's index
 * within its column (a column's index on the board), dense from 0 and worked out on every
 * read. To move, send the target column and/or the target index; the server puts the task
 * there and closes the gap it left. An index past the end means the end.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, text } from './common.ts';

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_COLUMN_TITLE_MAX = 80;
/** The columns `GET /tasks/` makes on first use, in this order. */
export const DEFAULT_TASK_COLUMNS = ['To do', 'In progress', 'Done'] as const;

export const taskSchema = z.object({
  id: idSchema,
  taskColumnId: idSchema,
  title: z.string(),
  description: z.string(),
  position: z.number().int().nonnegative(),
  dueDate: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const taskColumnSchema = z.object({
  id: idSchema,
  title: z.string(),
  position: z.number().int().nonnegative(),
  tasks: z.array(taskSchema),
});
export type TaskColumn = z.infer<typeof taskColumnSchema>;

/** `GET /tasks/`: every column of mine with its tasks, both in order. */
export const taskBoardSchema = z.object({ items: z.array(taskColumnSchema) });
export type TaskBoard = z.infer<typeof taskBoardSchema>;

/** A target index: a whole number from 0; past the end means the end. */
const positionSchema = z.number().int().nonnegative();

/**
 * A due date as an ISO-8601 date-time with its offset (`2026-12-01T09:00:00Z`) or a plain
 * date (`2026-12-01`, midnight UTC); answered as UTC. `null` clears it.
 */
const dueDateSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .nullable()
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

const taskTitleSchema = text(1, TASK_TITLE_MAX);
const taskDescriptionSchema = z.string().max(TASK_DESCRIPTION_MAX);
const columnTitleSchema = text(1, TASK_COLUMN_TITLE_MAX);

/** `POST /tasks/create`: the task goes to the end of the column, which must be mine (else 404). */
export const createTaskBodySchema = z.object({
  taskColumnId: idSchema,
  title: taskTitleSchema,
  description: taskDescriptionSchema.default(''),
  dueDate: dueDateSchema.default(null),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/**
 * `PATCH /tasks/update/{id}`: the fields sent change, the rest stay. A move is `taskColumnId`
 * and/or `position`: a new column without a position means its end. The client sends edits
 * (title, description, due date) apart from moves.
 */
export const updateTaskBodySchema = z.object({
  title: taskTitleSchema.optional(),
  description: taskDescriptionSchema.optional(),
  taskColumnId: idSchema.optional(),
  position: positionSchema.optional(),
  dueDate: dueDateSchema.optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

/** `POST /tasks/columns`: a new, empty column at the right end of the board. */
export const createTaskColumnBodySchema = z.object({ title: columnTitleSchema });
export type CreateTaskColumnBody = z.input<typeof createTaskColumnBodySchema>;

/** `PATCH /tasks/columns/{id}`: rename and/or move the column to an index on the board. */
export const updateTaskColumnBodySchema = z.object({
  title: columnTitleSchema.optional(),
  position: positionSchema.optional(),
});
export type UpdateTaskColumnBody = z.input<typeof updateTaskColumnBodySchema>;
