import { z } from 'zod';
import {
  confirmPasswordSchema,
  emailSchema,
  imageCodeSchema,
  passwordSchema,
  PATTERNS,
  smsCodeSchema,
  textField,
  usernameSchema,
  withConfirmedPassword,
} from './common';

/**
 * Sign-up, login and password requests. The forms and the API routes validate with these very schemas;
 * messages are keys of the `shared` translation namespace.
 */

/** Why an emailed code is asked for; a code only works for its own purpose. */
export const CODE_PURPOSES = ['register', 'reset', 'changeEmail', 'closeAccount'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** What anyone may ask a code for (POST /api/code/email); a change of email asks through the account. */
export const PUBLIC_CODE_PURPOSES = ['register', 'reset'] as const;
export type PublicCodePurpose = (typeof PUBLIC_CODE_PURPOSES)[number];

/** Lifetimes and limits the API enforces and the pages mention. */
export const IMAGE_CODE_TTL_SECONDS = 5 * 60;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_RESEND_SECONDS = 60;

const SIMPLE_EMAIL = z.email();

/** Login name: an email address (contains @) or a username. */
export const accountSchema = textField('validation.accountRequired')
  .trim()
  .min(1, 'validation.accountRequired')
  .superRefine((value, ctx) => {
    if (!value) return;
    if (value.includes('@')) {
      if (!SIMPLE_EMAIL.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'validation.emailInvalid' });
    } else if (!PATTERNS.username.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.accountInvalid' });
    }
  });

/** A checkbox that must be ticked: the terms agreement on registration. */
export const termsAcceptedSchema = z.literal(true, { error: 'validation.termsRequired' });

/** GET /api/captcha: an image code to type in; `svg` is the picture, `id` goes back with the answer. */
export const captchaSchema = z.object({ id: z.string(), svg: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** POST /api/code/email */
export const emailCodeRequestSchema = z.object({
  purpose: z.enum(PUBLIC_CODE_PURPOSES),
  email: emailSchema,
  captchaId: textField().trim().min(1, 'validation.codeRequired').max(64),
  imageCode: imageCodeSchema,
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const emailCodeSentSchema = z.object({
  /** Seconds before another code may be sent to this address. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

const registerFields = {
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
  emailCode: smsCodeSchema,
  agree: termsAcceptedSchema,
};

/** POST /api/user/reg */
export const registerSchema = withConfirmedPassword(z.object(registerFields));
export type RegisterRequest = z.infer<typeof registerSchema>;

/** The registration form: the request plus the image code that unlocks the emailed code. */
export const registerFormSchema = withConfirmedPassword(z.object({ ...registerFields, imageCode: imageCodeSchema }));
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/user/login */
export const loginSchema = z.object({ account: accountSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginSchema>;

const resetFields = {
  email: emailSchema,
  emailCode: smsCodeSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
};

/** POST /api/user/password/reset */
export const resetPasswordSchema = withConfirmedPassword(z.object(resetFields));
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The forgotten-password form: the request plus the image code. */
export const resetPasswordFormSchema = withConfirmedPassword(z.object({ ...resetFields, imageCode: imageCodeSchema }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The account's present password, typed to confirm a change; only required (it was valid when set). */
export const currentPasswordSchema = textField('validation.passwordRequired').min(1, 'validation.passwordRequired');

/** PUT /api/user/password (change password on user/setting). */
export const changePasswordSchema = withConfirmedPassword(
  z.object({
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** POST /api/user/email/code: a code to the new address, once the password proves the owner. */
export const emailChangeCodeSchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema });
export type EmailChangeCodeRequest = z.infer<typeof emailChangeCodeSchema>;

/** PUT /api/user/email: the new address, proven by the code mailed to it, and the password again. */
export const emailChangeSchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema, emailCode: smsCodeSchema });
export type EmailChangeRequest = z.infer<typeof emailChangeSchema>;

/** POST /api/user/close/code: a code to the account's address, once the password proves the owner. */
export const closeAccountCodeSchema = z.object({ password: currentPasswordSchema });
export type CloseAccountCodeRequest = z.infer<typeof closeAccountCodeSchema>;

/** POST /api/user/close: the password again and the code mailed to the account's address. */
export const closeAccountSchema = z.object({ password: currentPasswordSchema, emailCode: smsCodeSchema });
export type CloseAccountRequest = z.infer<typeof closeAccountSchema>;

/** The user a login answers with: what the shop keeps as user info. */
export const authUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of login and registration: the token goes in the shop's cookie for 7 days. */
export const sessionAnswerSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  /** ISO 8601 time the session ends. */
  expiresAt: z.string(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
