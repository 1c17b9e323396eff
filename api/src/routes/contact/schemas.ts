import { z } from 'zod';
import type { ContactReceipt } from '@storefront/shared/contracts/content';
import { contactMessageSchema } from '@storefront/shared/schemas/content';

/** The same schema the contact page's form validates with. */
export const contactBodySchema = contactMessageSchema;
export const contactReceiptSchema = z.object({ id: z.number().int() }) satisfies z.ZodType<ContactReceipt>;
