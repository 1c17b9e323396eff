import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountSchema, changePasswordSchema, emailCodeRequestSchema, loginSchema, registerFormSchema, registerSchema, resetPasswordSchema } from './auth';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

const registration = { username: 'shopper_1', email: 'a@b.co', password: 'Secret_12!', confirmPassword: 'Secret_12!', emailCode: '1234', agree: true };

describe('sign-up and login schemas', () => {
  it('login: an email or a username', () => {
    expect(messages(accountSchema, '')).toEqual([':validation.accountRequired']);
    expect(messages(accountSchema, 'a@')).toEqual([':validation.emailInvalid']);
    expect(messages(accountSchema, 'ab')).toEqual([':validation.accountInvalid']);
    expect(messages(accountSchema, 'shopper_1')).toEqual([]);
    expect(messages(accountSchema, ' a@b.co ')).toEqual([]);
    expect(messages(loginSchema, { account: 'shopper_1', password: '' })[0]).toBe('password:validation.passwordRequired');
  });

  it('registration: every field rule, terms and the confirmation', () => {
    expect(messages(registerSchema, registration)).toEqual([]);
    expect(messages(registerSchema, { ...registration, agree: false })).toEqual(['agree:validation.termsRequired']);
    expect(messages(registerSchema, { ...registration, username: 'abc' })).toEqual(['username:validation.usernameInvalid']);
    expect(messages(registerSchema, { ...registration, emailCode: '12345' })).toEqual(['emailCode:validation.smsCodeInvalid']);
  });

  it('the confirmation is checked even while other fields fail, as a form needs on key-up', () => {
    const form = { ...registration, username: '', agree: false, imageCode: '', confirmPassword: 'Secret_13!' };
    expect(messages(registerFormSchema, form)).toContain('confirmPassword:validation.passwordMismatch');
    expect(messages(resetPasswordSchema, { email: '', emailCode: '', password: 'Secret_12!', confirmPassword: 'x' })).toContain(
      'confirmPassword:validation.passwordMismatch',
    );
  });

  it('change password: old required, new per the rule, confirmation equal', () => {
    expect(messages(changePasswordSchema, { oldPassword: '', password: 'abc', confirmPassword: 'abd' })).toEqual([
      'oldPassword:validation.passwordRequired',
      'password:validation.passwordInvalid',
      'confirmPassword:validation.passwordMismatch',
    ]);
  });

  it('email code request: purpose, email, picture id and image code', () => {
    expect(messages(emailCodeRequestSchema, { purpose: 'register', email: 'a@b.co', captchaId: 'x', imageCode: 'ab1C' })).toEqual([]);
    expect(messages(emailCodeRequestSchema, { purpose: 'register', email: 'a@b.co', captchaId: 'x', imageCode: 'ab1' })).toEqual([
      'imageCode:validation.imageCodeInvalid',
    ]);
    expect(messages(emailCodeRequestSchema, { purpose: 'other', email: 'a@b.co', captchaId: 'x', imageCode: 'ab1C' })[0]).toMatch(/^purpose:/);
  });
});
