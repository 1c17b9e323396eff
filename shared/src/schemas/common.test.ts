import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerSchema,
  bankNumberSchema,
  confirmPasswordSchema,
  emailSchema,
  idParamSchema,
  idSchema,
  imageCodeSchema,
  isSafeText,
  mobileSchema,
  moneySchema,
  passwordSchema,
  realNameSchema,
  smsCodeSchema,
  textField,
  usernameSchema,
  withConfirmedPassword,
} from './common';

const msg = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

describe('field rules of spec section 5', () => {
  it('email: required, then its form', () => {
    expect(msg(emailSchema, '')).toBe('validation.emailRequired');
    expect(msg(emailSchema, 'nope')).toBe('validation.emailInvalid');
    expect(msg(emailSchema, 'a@b.co')).toBeNull();
  });
  it('password: 6-16 of letters, digits, _ and !@#$%^&*', () => {
    expect(msg(passwordSchema, '')).toBe('validation.passwordRequired');
    expect(msg(passwordSchema, 'abc12')).toBe('validation.passwordInvalid');
    expect(msg(passwordSchema, 'abc 123')).toBe('validation.passwordInvalid');
    expect(msg(passwordSchema, 'a'.repeat(17))).toBe('validation.passwordInvalid');
    expect(msg(passwordSchema, 'Ab_1!@#$%^&*')).toBeNull();
  });
  it('confirm password: required, then equal', () => {
    expect(msg(confirmPasswordSchema, '')).toBe('validation.confirmRequired');
    const form = withConfirmedPassword(z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }));
    expect(msg(form, { password: 'secret1', confirmPassword: 'secret2' })).toBe('validation.passwordMismatch');
    expect(msg(form, { password: 'secret1', confirmPassword: 'secret1' })).toBeNull();
  });
  it('username: 4-16 word characters', () => {
    expect(msg(usernameSchema, 'abc')).toBe('validation.usernameInvalid');
    expect(msg(usernameSchema, 'user_01')).toBeNull();
    expect(msg(usernameSchema, 'user-01')).toBe('validation.usernameInvalid');
  });
  it('codes: image 4 letters or digits, SMS 4 digits', () => {
    expect(msg(imageCodeSchema, '')).toBe('validation.codeRequired');
    expect(msg(imageCodeSchema, 'a1B2')).toBeNull();
    expect(msg(imageCodeSchema, 'a1B')).toBe('validation.imageCodeInvalid');
    expect(msg(smsCodeSchema, '12a4')).toBe('validation.smsCodeInvalid');
    expect(msg(smsCodeSchema, '1234')).toBeNull();
  });
  it('mobile: 1, then 3/4/5/7/8, then 9 digits', () => {
    expect(msg(mobileSchema, '13812345678')).toBeNull();
    expect(msg(mobileSchema, '12812345678')).toBe('validation.mobileInvalid');
    expect(msg(mobileSchema, '1381234567')).toBe('validation.mobileInvalid');
  });
  it('real name: 2-16 Chinese characters or 2-20 letters and spaces', () => {
    expect(msg(realNameSchema, '张三')).toBeNull();
    expect(msg(realNameSchema, 'Ada Lovelace')).toBeNull();
    expect(msg(realNameSchema, 'A')).toBe('validation.realNameInvalid');
    expect(msg(realNameSchema, 'Ada2')).toBe('validation.realNameInvalid');
  });
  it('bank number, money and answer', () => {
    expect(msg(bankNumberSchema, '1234567890')).toBeNull();
    expect(msg(bankNumberSchema, '123456789')).toBe('validation.bankInvalid');
    expect(msg(moneySchema, '0')).toBeNull();
    expect(msg(moneySchema, '12.5')).toBeNull();
    expect(msg(moneySchema, '12.345')).toBe('validation.moneyInvalid');
    expect(msg(moneySchema, '-1')).toBe('validation.moneyInvalid');
    expect(msg(answerSchema, 'yes')).toBeNull();
    expect(msg(answerSchema, 'y es')).toBe('validation.answerInvalid');
  });
});

describe('text and id rules shared by every field', () => {
  it('text: no NUL character and no lone surrogate, anywhere', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'end\ud83d', '\ude00start']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
      expect(msg(textField(), bad)).toBe('validation.textInvalid');
    }
    for (const good of ['', 'plain', 'Zoë 张三', '👩‍💻 emoji pairs', 'tab\tand\nnewline', '\u202e']) expect(msg(textField(), good), good).toBeNull();
  });
  it("text: the rule comes first, then the field's own rules", () => {
    expect(msg(emailSchema, 'a\u0000@b.co')).toBe('validation.textInvalid');
    expect(msg(passwordSchema, 'secret\u0000')).toBe('validation.textInvalid');
    expect(msg(textField('validation.required'), 42)).toBe('validation.required');
  });
  it('ids: whole numbers from 1 to 2^31 - 1, as a number in a body or a string in a path', () => {
    expect(msg(idSchema, 1)).toBeNull();
    expect(msg(idSchema, 2_147_483_647)).toBeNull();
    for (const bad of [0, -1, 1.5, 2_147_483_648, 99_999_999_999, Number.NaN, '12', null]) expect(msg(idSchema, bad), String(bad)).toBe('validation.idInvalid');
    expect(idParamSchema.parse('42')).toBe(42);
    for (const bad of ['99999999999', 'abc', '', '-3', '2147483648']) expect(msg(idParamSchema, bad), bad).toBe('validation.idInvalid');
  });
});
