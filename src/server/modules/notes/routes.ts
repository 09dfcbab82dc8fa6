import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  NOTE_DETAIL_COMMENTS,
  createNoteBodySchema,
  noteDetailSchema,
  noteListQuerySchema,
  noteListSchema,
  noteSchema,
  updateNoteBodySchema,
} from '../../../contract/notes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertOwner, visibleNote } from './access.ts';
import { noteInteractionRoutes } from './interaction-routes.ts';
import { toNote, toNoteComment } from './mappers.ts';
import { deleteNote, insertNote, listOwnNotes, newestNoteComments, updateNote } from './repository.ts';

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/create', { schema: { body: createNoteBodySchema, response: { 201: noteSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const row = await insertNote(app.db, me.id, request.body);
    const note = toNote({ ...row, owner_name: me.name, owner_avatar_key: me.avatar_key, owner_institution_id: me.institution_id, liked: false });
    return reply.status(201).send(note);
  });

  // An edit or deletion sent again after its answer was lost (the outbox, a retry) acts once: its key answers the first answer.
  app.patch('/update/:id', { config: { idempotent: true }, schema: { params: idParamsSchema, body: updateNoteBodySchema, response: { 200: noteSchema } } }, async (request) => {
    const me = currentUser(request);
    assertOwner(await visibleNote(app.db, request.params.id, me.id), me);
    await updateNote(app.db, request.params.id, request.body);
    return toNote(await visibleNote(app.db, request.params.id, me.id));
  });

  app.delete('/delete/:id', { config: { idempotent: true }, schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    assertOwner(await visibleNote(app.db, request.params.id, me.id), me);
    await deleteNote(app.db, request.params.id);
    return { id: request.params.id };
  });

  app.get('/', { schema: { querystring: noteListQuerySchema, response: { 200: noteListSchema } } }, async (request) =>
    listOwnNotes(app.db, currentUser(request).id, request.query),
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: noteDetailSchema } } }, async (request) => {
    const me = currentUser(request);
    const note = await visibleNote(app.db, request.params.id, me.id);
    const comments = await newestNoteComments(app.db, note.id, NOTE_DETAIL_COMMENTS, me.id);
    return { ...toNote(note), comments: comments.map(toNoteComment) };
  });

  await app.register(noteInteractionRoutes);
};
