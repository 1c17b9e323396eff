import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_PICTURE_MAX_BYTES } from '@storefront/shared/schemas/account';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import { myReviewPageSchema, pageQuerySchema, reviewCreatedSchema, reviewCreateSchema, uploadedPictureSchema } from './schemas';
import { createReview, listMyReviews } from './service';

const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];
/** Keeps one account from filling the disk: ten reviews' worth of pictures a day. */
export const REVIEW_PICTURES_PER_DAY = 60;

/** Reviews of received order items, their pictures, and user/review. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/review/picture',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Upload a review picture: multipart field "file", JPG, PNG or WebP (judged by its bytes), at most 5 MB',
        security,
        consumes: ['multipart/form-data'],
        response: responses(uploadedPictureSchema, [400, 401, 413, 429]),
      },
    },
    async (request) => {
      const saved = await app.uploads.saveImage(request, {
        kind: 'review',
        userId: request.user!.id,
        maxBytes: REVIEW_PICTURE_MAX_BYTES,
        accept: ['jpg', 'png', 'webp'],
        typeMessage: 'account.pictureType',
        sizeMessage: 'account.pictureTooLarge',
        dailyLimit: REVIEW_PICTURES_PER_DAY,
      });
      return ok({ url: saved.url });
    },
  );

  app.post(
    '/review',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Evaluate a line of one of my received orders: ratings 1-5, a comment, up to 6 pictures uploaded by me',
        security,
        body: reviewCreateSchema,
        response: responses(reviewCreatedSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const result = await createReview(app.db, app.uploads, request.user!.id, requestLocale(request), request.body);
      if (result.ok) return ok(result.data);
      if (result.error === 'notFound') throw ApiError.notFound();
      throw ApiError.badRequest(result.error === 'pictureNotYours' ? 'account.pictureNotYours' : 'account.reviewNotAllowed');
    },
  );

  app.get(
    '/user/review',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'My reviews, newest first, with the store replies',
        security,
        querystring: pageQuerySchema,
        response: responses(myReviewPageSchema, [400, 401]),
      },
    },
    async (request) => ok(await listMyReviews(app.db, request.user!.id, requestLocale(request), request.query)),
  );
};

export default reviewRoutes;
