import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookListQuerySchema, bookListSchema, bookSchema, createBookBodySchema, updateBookBodySchema } from '../../../contract/books.ts';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import { currentAdmin } from '../../plugins/auth.ts';
import { bookNotFound, deleteBook, findBook, insertBooks, listBooks, updateBook } from './repository.ts';

/** Books under /books: every signed-in user reads them; only admins add, change or remove one. */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: bookListQuerySchema, response: { 200: bookListSchema } } }, async (request) => listBooks(app.db, request.query));

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: bookSchema } } }, async (request) => {
    const book = await findBook(app.db, request.params.id);
    if (!book) throw bookNotFound();
    return book;
  });

  app.post('/', { schema: { body: createBookBodySchema, response: { 201: bookSchema } } }, async (request, reply) => {
    currentAdmin(request);
    const [book] = await insertBooks(app.db, [request.body]);
    if (!book) throw bookNotFound();
    return reply.status(201).send(book);
  });

  app.patch('/:id', { schema: { params: idParamsSchema, body: updateBookBodySchema, response: { 200: bookSchema } } }, async (request) => {
    currentAdmin(request);
    return updateBook(app.db, request.params.id, request.body);
  });

  app.delete('/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    currentAdmin(request);
    await deleteBook(app.db, request.params.id);
    return { id: request.params.id };
  });
};
