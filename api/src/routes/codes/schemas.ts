import { z } from 'zod';
import { textField } from '@storefront/shared/schemas/common';

export { captchaSchema, emailCodeRequestSchema, emailCodeSentSchema } from '@storefront/shared/schemas/auth';

export const captchaParamsSchema = z.object({ id: textField().min(1).max(64) });

/** GET /api/dev/captcha/:id: what the picture says, for browser tests. */
export const captchaTextSchema = z.object({ text: z.string() });
