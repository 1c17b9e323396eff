import { z } from 'zod';
import { textField } from '@storefront/shared/schemas/common';

export { payCallbackSchema, paymentMethodSchema, payResultSchema, payStartBodySchema, payStartSchema } from '@storefront/shared/schemas/checkout';

export const serialParamsSchema = z.object({ serial: textField().regex(/^[A-Z0-9]{8,64}$/) });
/** The hosted page's form. */
export const decisionBodySchema = z.object({ decision: z.enum(['approve', 'decline']) });
