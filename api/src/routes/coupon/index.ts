import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse } from '../../lib/errors';
import { t } from '../../i18n/messages';
import { couponClaimBodySchema, couponListQuerySchema, userCouponSchema } from './schemas';
import { claimCoupon, isClaimWait, listUserCoupons } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** The customer's promo codes (user/coupon): to be used, used, expired; and claiming one by code. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/coupon',
    {
      schema: {
        tags: ['coupon'],
        summary: 'Promo codes in one state',
        security,
        querystring: couponListQuerySchema,
        response: responses(z.array(userCouponSchema), [400, 401]),
      },
    },
    async (request) => ok(await listUserCoupons(app.db, request.user!.id, request.query.state)),
  );

  app.post(
    '/user/coupon/claim',
    {
      schema: {
        tags: ['coupon'],
        summary:
          'Claim a promo code by its code; a code the account already holds unused answers with that copy. Limited per account and per IP, wrong codes (5 an hour per account) most',
        security,
        body: couponClaimBodySchema,
        response: responses(userCouponSchema, [400, 401, 429]),
      },
    },
    async (request) => {
      const claimed = await claimCoupon(app.db, request.user!.id, request.body.code, request.ip);
      const { coupon, alreadyYours } = orRefuse(claimed, (error) => (isClaimWait(error) ? 429 : 400));
      return ok(coupon, t(request, alreadyYours ? 'coupon.alreadyYours' : 'coupon.claimed'));
    },
  );
};

export default couponRoutes;
