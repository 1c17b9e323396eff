import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES } from '@storefront/shared/schemas/account';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { profileSchema, profileUpdateSchema } from './schemas';
import { getProfile, setAvatar, updateProfile } from './service';

const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** user/setting: my information, modify personal details, avatar. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['account'], summary: 'My information', security, response: responses(profileSchema, [401, 404]) },
    },
    async (request) => {
      const profile = await getProfile(app.db, request.user!.id);
      if (!profile) throw ApiError.notFound();
      return ok(profile);
    },
  );

  app.put(
    '/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Modify personal details (nickname, real name, birthday, sex); a new email address goes through PUT /api/user/email',
        security,
        body: profileUpdateSchema,
        response: responses(profileSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const result = await updateProfile(app.db, request.user!.id, request.body);
      if (!result.ok) throw result.error === 'emailChangeNeedsCode' ? ApiError.badRequest('account.emailChangeNeedsCode') : ApiError.notFound();
      return ok(result.data);
    },
  );

  app.post(
    '/user/avatar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Upload an avatar: multipart field "file", JPG (judged by its bytes), at most 2 MB',
        security,
        consumes: ['multipart/form-data'],
        response: responses(profileSchema, [400, 401, 404, 413]),
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const saved = await app.uploads.saveImage(request, {
        kind: 'avatar',
        userId,
        maxBytes: AVATAR_MAX_BYTES,
        accept: ['jpg'],
        typeMessage: 'account.avatarJpgOnly',
        sizeMessage: 'account.avatarTooLarge',
      });
      const result = await setAvatar(app.db, userId, saved.url);
      if (!result) {
        await app.uploads.remove(app.db, userId, saved.url);
        throw ApiError.notFound();
      }
      if (result.previous && result.previous !== saved.url) await app.uploads.remove(app.db, userId, result.previous);
      return ok(result.profile);
    },
  );
};

export default profileRoutes;
