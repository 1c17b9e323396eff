import { z } from 'zod';

export { addressInputSchema, addressSchema } from '@storefront/shared/schemas/checkout';

export const addressParamsSchema = z.object({ id: z.coerce.number().int().positive() });
