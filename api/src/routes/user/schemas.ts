import { z } from 'zod';

export { emailChangeCodeSchema, emailChangeSchema, emailCodeSentSchema } from '@storefront/shared/schemas/auth';
export { profileSchema } from '@storefront/shared/schemas/account';

/** The user a session belongs to (request.user). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});
