import { z } from 'zod';
import { textField } from '@storefront/shared/schemas/common';

export const outboxQuerySchema = z.object({
  to: textField().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
