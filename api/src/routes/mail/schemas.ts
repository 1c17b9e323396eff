import { z } from 'zod';
import { mailPageSchema, pageQuerySchema } from '@storefront/shared/schemas/account';

export { mailPageSchema, pageQuerySchema };
export const mailIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const mailChangedSchema = z.object({ id: z.number().int(), unread: z.number().int() });
