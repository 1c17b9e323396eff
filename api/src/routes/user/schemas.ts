import { z } from 'zod';

/** The user a session belongs to (request.user). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});
