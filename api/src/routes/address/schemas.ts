import { z } from 'zod';
import { idParamSchema } from '@storefront/shared/schemas/common';

export { addressInputSchema, addressSchema } from '@storefront/shared/schemas/checkout';

export const addressParamsSchema = z.object({ id: idParamSchema });
