import { z } from 'zod';
import { INT32_MAX } from '@storefront/shared/schemas/common';
import type { Language, MoneyType, ShopSettings } from '@storefront/shared/contracts/shop';

export const languageSchema = z.object({
  id: z.number().int(),
  abb: z.string(),
  name: z.string(),
}) satisfies z.ZodType<Language>;

export const moneyTypeSchema = z.object({
  cid: z.number().int(),
  currency: z.string(),
  ex_rate: z.number(),
  flag: z.string(),
  id: z.number().int(),
  symbol: z.string(),
  uid: z.number().int(),
}) satisfies z.ZodType<MoneyType>;

// The switches are integer columns.
const switchValue = z.number().int().min(0).max(INT32_MAX);

export const shopSettingsSchema = z.object({
  isEdit: z.boolean(),
  isCloseComment: z.boolean(),
  webPayclose: switchValue,
  webType: switchValue,
  webPid: switchValue,
}) satisfies z.ZodType<ShopSettings>;

/** Body of PUT /api/dev/settings: any subset of the switches. */
export const shopSettingsPatchSchema = shopSettingsSchema.partial().strict();
