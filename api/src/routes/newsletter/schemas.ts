import { z } from 'zod';
import type { NewsletterResult } from '@storefront/shared/contracts/content';
import { newsletterSchema } from '@storefront/shared/schemas/content';

/** The same schema the footer's signup validates with. */
export const newsletterBodySchema = newsletterSchema;
export const newsletterResultSchema = z.object({ email: z.string() }) satisfies z.ZodType<NewsletterResult>;
