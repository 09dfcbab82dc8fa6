import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common.ts';
import { newNoteCommentBodySchema, noteCommentSchema, noteIdParamsSchema, noteLikeResponseSchema } from '../../../contract/notes.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleNote } from './access.ts';
import { toNoteComment } from './mappers.ts';
import { announceNoteComment, announceNoteLike } from './realtime.ts';
import { findNoteComment, insertNoteComment, noteNotFound, toggleNoteLike } from './repository.ts';

/**
 * Likes and comments: what anyone who sees a note may do to it. GET on these paths answers
 * 405 from the not-found handler, which knows every method a path takes.
 */
export const noteInteractionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/like/:id', { schema: { params: idParamsSchema, response: { 200: noteLikeResponseSchema } } }, async (request) => {
    const me = currentUser(request);
    const note = await visibleNote(app.db, request.params.id, me.id);
    const { liked, likesCount } = await toggleNoteLike(app.db, note.id, me.id);
    await announceNoteLike(app, note.owner_id, me, { noteId: note.id, userId: me.id, liked, likesCount });
    return { liked, likesCount };
  });

  app.post(
    '/comment/:noteId',
    { schema: { params: noteIdParamsSchema, body: newNoteCommentBodySchema, response: { 201: noteCommentSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const note = await visibleNote(app.db, request.params.noteId, me.id);
      await app.limits.comments.hit(me.id);
      const id = await insertNoteComment(app.db, note.id, me.id, request.body.body);
      const row = await findNoteComment(app.db, id);
      if (!row) throw noteNotFound();
      const comment = toNoteComment(row);
      await announceNoteComment(app, note.owner_id, me, comment);
      return reply.status(201).send(comment);
    },
  );
};
