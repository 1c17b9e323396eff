import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../ui/constants';
import { emailSchema, textField } from './common';

/** Field rules of the content forms; messages are keys of the `shared` namespace, as in common.ts. */

export const CONTACT_LIMITS = { name: 80, subject: 120, message: 2000 } as const;

const text = (max: number) => textField('validation.required').trim().max(max, 'validation.invalid');
const requiredText = (max: number) => text(max).min(1, 'validation.required');

/** The contact page's consultation form (POST /api/contact). */
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailSchema,
  subject: text(CONTACT_LIMITS.subject).optional().default(''),
  message: requiredText(CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The footer's newsletter signup (POST /api/newsletter). */
export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Spec section 9 paging: page from 1, size one of 10/20/30/40/50/100, default 10. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(100_000, 'validation.invalid').default(1),
  size: z.coerce
    .number({ error: 'validation.invalid' })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.invalid')
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
