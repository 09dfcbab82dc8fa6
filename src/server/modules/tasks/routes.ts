import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  createTaskBodySchema,
  createTaskColumnBodySchema,
  taskBoardSchema,
  taskColumnSchema,
  taskSchema,
  updateTaskBodySchema,
  updateTaskColumnBodySchema,
} from '../../../contract/tasks.ts';
import { currentUser } from '../../plugins/auth.ts';
import { boardFor, onBoard } from './board-repository.ts';
import { deleteColumn, insertColumn, updateColumn } from './column-repository.ts';
import { deleteTask, insertTask, updateTask } from './task-repository.ts';

/** The task board (`/tasks`): only my own columns and tasks exist for me; anyone else's is a 404. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: taskBoardSchema } } }, async (request) => ({
    items: await boardFor(app.db, currentUser(request).id),
  }));

  app.post('/create', { schema: { body: createTaskBodySchema, response: { 201: taskSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const task = await onBoard(app.db, me.id, (trx) => insertTask(trx, me.id, request.body));
    return reply.status(201).send(task);
  });

  app.patch('/update/:id', { schema: { params: idParamsSchema, body: updateTaskBodySchema, response: { 200: taskSchema } } }, async (request) => {
    const me = currentUser(request);
    return onBoard(app.db, me.id, (trx) => updateTask(trx, me.id, request.params.id, request.body));
  });

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    await onBoard(app.db, me.id, (trx) => deleteTask(trx, me.id, request.params.id));
    return { id: request.params.id };
  });

  app.post('/columns', { schema: { body: createTaskColumnBodySchema, response: { 201: taskColumnSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const column = await onBoard(app.db, me.id, (trx) => insertColumn(trx, me.id, request.body.title));
    return reply.status(201).send(column);
  });

  app.patch(
    '/columns/:id',
    { schema: { params: idParamsSchema, body: updateTaskColumnBodySchema, response: { 200: taskColumnSchema } } },
    async (request) => {
      const me = currentUser(request);
      return onBoard(app.db, me.id, (trx) => updateColumn(trx, me.id, request.params.id, request.body));
    },
  );

  app.delete('/columns/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    await onBoard(app.db, me.id, (trx) => deleteColumn(trx, me.id, request.params.id));
    return { id: request.params.id };
  });
};
