import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES } from '../../db/schema/mail';
import { textField } from '@storefront/shared/schemas/common';

export const outboxQuerySchema = z.object({
  to: textField().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  /** pending until the mail worker has sent it (without SMTP_URL: marked it sent), failed after its last try. */
  status: z.enum(MAIL_STATUSES),
  headers: z.record(z.string(), z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
