import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meSchema } from '../../../contract/users.ts';
import { notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { singleUpload, sniffImage, unsupportedMediaType } from '../../lib/uploads.ts';
import { currentUser } from '../../plugins/auth.ts';
import { hasTooManyPixels, imageTooLarge, uploadedImage } from '../files/image-input.ts';
import { updateUser } from './repository.ts';
import { toMe } from './mappers.ts';

const AVATAR_SIZE = 256;
const avatarKeySchema = z.object({ key: z.string().regex(/^avatar-[0-9a-f-]+\.webp$/) });

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/avatar', { schema: { response: { 200: meSchema } } }, async (request) => {
    const me = currentUser(request);
    const { data } = await singleUpload(request);
    await sniffImage(data);
    if (await hasTooManyPixels(data)) throw imageTooLarge();
    const resized = await uploadedImage(data)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw unsupportedMediaType('This image could not be read. Please try another one.');
      });
    const key = `avatar-${newId()}.webp`;
    await app.storage.put(key, resized);
    const user = await updateUser(app.db, me.id, { avatar_key: key });
    if (me.avatar_key) await app.storage.remove(me.avatar_key);
    return toMe(user);
  });

  // Keys are unguessable and never reused, so avatars are public and cached for good.
  app.get('/avatars/:key', { config: { public: true }, schema: { params: avatarKeySchema, hide: true } }, async (request, reply) => {
    const stream = await app.storage.get(request.params.key);
    if (!stream) throw notFound('Avatar');
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
};
