import { z } from 'zod';

export { closeAccountCodeSchema, closeAccountSchema, emailCodeSentSchema } from '@storefront/shared/schemas/auth';

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/user/data: the account's data file. Rows are the tables' own columns (camelCase), less secrets
 * (password hash, session tokens, codes) and the owner's id that every row would repeat.
 */
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sessions: rows,
  addresses: rows,
  /** Each order with its lines (items), payment attempts and refunds. */
  orders: rows,
  reviews: rows,
  favourites: rows,
  inbox: rows,
  coupons: rows,
  uploads: rows,
  cart: rows,
  consents: z.object({ newsletter: z.record(z.string(), z.unknown()).nullable() }),
  contactMessages: rows,
  mails: rows,
});
