import { describe, expect, it } from 'vitest';
import { contactMessageSchema, newsletterSchema, pageQuerySchema } from './content';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('content schemas', () => {
  it('contact: trims, defaults the subject, and words each rule with a shared key', () => {
    expect(contactMessageSchema.parse({ name: ' Ana ', email: ' ana@example.com ', message: ' Hi ' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: '',
      message: 'Hi',
    });
    expect(messages(contactMessageSchema.safeParse({ name: '', email: 'x', message: '  ' }))).toEqual({
      name: 'validation.required',
      email: 'validation.emailInvalid',
      message: 'validation.required',
    });
    expect(messages(contactMessageSchema.safeParse({ name: 'A', email: '', message: 'x'.repeat(2001) }))).toEqual({
      email: 'validation.emailRequired',
      message: 'validation.invalid',
    });
  });

  it('newsletter: one email field', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(messages(newsletterSchema.safeParse({}))).toEqual({ email: 'validation.emailRequired' });
  });

  it('paging: spec defaults, sizes 10/20/30/40/50/100 only', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(pageQuerySchema.parse({ page: '3', size: '100' })).toEqual({ page: 3, size: 100 });
    for (const bad of [{ size: '15' }, { page: '0' }, { page: '1.5' }, { page: 'x' }])
      expect(pageQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
