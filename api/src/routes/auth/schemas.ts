import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@storefront/shared/schemas/common';

export { authUserSchema, changePasswordSchema, loginSchema, registerSchema, resetPasswordSchema, sessionAnswerSchema } from '@storefront/shared/schemas/auth';

/** POST /api/dev/users (development and tests only): an account without the emailed code. */
export const devUserSchema = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });

export const logoutAnswerSchema = z.object({
  /** False when the token was missing, unknown or already ended: logging out twice is not an error. */
  revoked: z.boolean(),
});

export const emptyAnswerSchema = z.null();
