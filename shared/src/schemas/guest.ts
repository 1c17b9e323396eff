import { z } from 'zod';
import { LOCALES } from '../routes/table';
import { emailSchema, idSchema, textField } from './common';
import { addressInputSchema, orderSchema } from './checkout';

/**
 * Contracts of guest checkout (docs/adr/0039): a guest sends the browser's cart lines, a typed address and
 * an email address; their order opens through a link holding a token, never an account.
 */

/** A line of the browser's cart; the server prices it and checks stock, as for a customer's cart. */
export const guestLineSchema = z.object({ skuId: idSchema, quantity: z.number().int().min(1).max(99) });
export type GuestLine = z.infer<typeof guestLineSchema>;

/** POST /api/guest/order/quote */
export const guestQuoteBodySchema = z.object({
  lines: z.array(guestLineSchema).min(1, 'validation.selectItem').max(200),
  address: addressInputSchema.optional(),
  paymentMethod: textField().max(40).optional(),
  currency: textField().max(8).optional(),
});
export type GuestQuoteBody = z.input<typeof guestQuoteBodySchema>;

/** POST /api/guest/order/create, with an Idempotency-Key header. */
export const guestOrderCreateBodySchema = guestQuoteBodySchema.extend({
  email: emailSchema,
  note: textField().trim().max(300).default(''),
});
export type GuestOrderCreateBody = z.input<typeof guestOrderCreateBodySchema>;

/** The order link's token: 32 random bytes, base64url. */
export const orderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.required');

/** Guest order routes take the link's token as a header, so no URL (and no access log) holds it. */
export const orderTokenHeadersSchema = z.object({ 'order-token': orderTokenSchema });

/** The new order and the token of its link, so the confirmation opens it at once (the mail has another). */
export const guestOrderCreatedSchema = z.object({ order: orderSchema, token: z.string(), payClosed: z.boolean() });

/** POST /api/guest/order/link: mail me links to my orders. The answer is the same whether there are any. */
export const orderLinkRequestSchema = z.object({ email: emailSchema, locale: z.enum(LOCALES).optional() });

/** POST /api/guest/order/:token/pay */
export const guestPayStartBodySchema = z.object({ locale: z.enum(LOCALES).optional() });
