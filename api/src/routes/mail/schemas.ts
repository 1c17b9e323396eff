import { z } from 'zod';
import { idParamSchema } from '@storefront/shared/schemas/common';
import { mailPageSchema, pageQuerySchema } from '@storefront/shared/schemas/account';

export { mailPageSchema, pageQuerySchema };
export const mailIdParamsSchema = z.object({ id: idParamSchema });
export const mailChangedSchema = z.object({ id: z.number().int(), unread: z.number().int() });
