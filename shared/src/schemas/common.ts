import { z } from 'zod';

// In the browser zod must not probe for `new Function`: the shop's Content-Security-Policy has no
// unsafe-eval, and Chromium reports even a probe that fails quietly as a policy violation.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * Spec section 5: one schema per field rule, used by the forms and by the API. Messages are keys of the
 * `shared` translation namespace (validation.*), so the browser and the API word them alike.
 */
export const PATTERNS = {
  imageCode: /^[A-Za-z0-9]{4}$/,
  smsCode: /^\d{4}$/,
  username: /^\w{4,16}$/,
  password: /^[A-Za-z0-9_!@#$%^&*]{6,16}$/,
  mobile: /^1[34578]\d{9}$/,
  realName: /^(?:[\u4e00-\u9fa5]{2,16}|[A-Za-z ]{2,20})$/,
  bankNumber: /^\d{10,19}$/,
  money: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
  answer: /^\S+$/,
} as const;

/** Largest id (and integer) a PostgreSQL `integer` column holds. */
export const INT32_MAX = 2_147_483_647;

// NUL, which PostgreSQL text cannot hold, and UTF-16 surrogates without their pair, which no encoding can carry.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text can be stored and shown as it is. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * The start of every text field, in the forms and in the API: a string without NUL characters or lone
 * surrogates. `error` is the message for a missing value or one that is not a string.
 */
export function textField(error?: string) {
  return z.string(error ? { error } : undefined).refine(isSafeText, { message: 'validation.textInvalid', abort: true });
}

/** A database id in a JSON body: a whole number from 1 to 2^31 - 1. */
export const idSchema = z
  .number({ error: 'validation.idInvalid' })
  .int('validation.idInvalid')
  .min(1, 'validation.idInvalid')
  .max(INT32_MAX, 'validation.idInvalid');
/** The same rule for an id in a path or query string. */
export const idParamSchema = z.coerce
  .number({ error: 'validation.idInvalid' })
  .int('validation.idInvalid')
  .min(1, 'validation.idInvalid')
  .max(INT32_MAX, 'validation.idInvalid');

const required = (message: string) => textField(message).trim().min(1, message);

export const emailSchema = required('validation.emailRequired').pipe(z.email('validation.emailInvalid'));
export const passwordSchema = textField('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .regex(PATTERNS.password, 'validation.passwordInvalid');
export const confirmPasswordSchema = textField('validation.confirmRequired').min(1, 'validation.confirmRequired');
export const usernameSchema = required('validation.required').pipe(z.string().regex(PATTERNS.username, 'validation.usernameInvalid'));
export const imageCodeSchema = required('validation.codeRequired').pipe(z.string().regex(PATTERNS.imageCode, 'validation.imageCodeInvalid'));
export const smsCodeSchema = required('validation.codeRequired').pipe(z.string().regex(PATTERNS.smsCode, 'validation.smsCodeInvalid'));
export const mobileSchema = required('validation.required').pipe(z.string().regex(PATTERNS.mobile, 'validation.mobileInvalid'));
export const realNameSchema = required('validation.required').pipe(z.string().regex(PATTERNS.realName, 'validation.realNameInvalid'));
export const bankNumberSchema = required('validation.required').pipe(z.string().regex(PATTERNS.bankNumber, 'validation.bankInvalid'));
export const moneySchema = required('validation.required').pipe(z.string().regex(PATTERNS.money, 'validation.moneyInvalid'));
export const answerSchema = textField('validation.required').min(1, 'validation.required').regex(PATTERNS.answer, 'validation.answerInvalid');

/**
 * Adds the rule that a confirm-password field equals the password. It is checked whenever both are
 * strings, even while other fields fail (a form shows the mismatch as it is typed).
 */
export function withConfirmedPassword<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: T) {
  return schema.refine((v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
}

/**
 * Every paged answer (catalogue lists and reviews, user lists, orders, articles): one page of `list`, the
 * number of items on all pages, the 1-based page and the page size (spec section 9).
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}
export type Paged<T> = z.infer<ReturnType<typeof pagedSchema<z.ZodType<T>>>>;
