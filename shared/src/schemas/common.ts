import { z } from 'zod';

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

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailSchema = required('validation.emailRequired').pipe(z.email('validation.emailInvalid'));
export const passwordSchema = z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').regex(PATTERNS.password, 'validation.passwordInvalid');
export const confirmPasswordSchema = z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired');
export const usernameSchema = required('validation.required').pipe(z.string().regex(PATTERNS.username, 'validation.usernameInvalid'));
export const imageCodeSchema = required('validation.codeRequired').pipe(z.string().regex(PATTERNS.imageCode, 'validation.imageCodeInvalid'));
export const smsCodeSchema = required('validation.codeRequired').pipe(z.string().regex(PATTERNS.smsCode, 'validation.smsCodeInvalid'));
export const mobileSchema = required('validation.required').pipe(z.string().regex(PATTERNS.mobile, 'validation.mobileInvalid'));
export const realNameSchema = required('validation.required').pipe(z.string().regex(PATTERNS.realName, 'validation.realNameInvalid'));
export const bankNumberSchema = required('validation.required').pipe(z.string().regex(PATTERNS.bankNumber, 'validation.bankInvalid'));
export const moneySchema = required('validation.required').pipe(z.string().regex(PATTERNS.money, 'validation.moneyInvalid'));
export const answerSchema = z.string({ error: 'validation.required' }).min(1, 'validation.required').regex(PATTERNS.answer, 'validation.answerInvalid');

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
