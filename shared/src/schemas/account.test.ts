import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  checkAvatarFile,
  checkReviewPicture,
  isValidBirthday,
  profileUpdateSchema,
  refundFormSchema,
  REVIEW_PICTURE_LIMIT,
  reviewCreateSchema,
} from './account';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('account rules', () => {
  it('avatars: JPG only, at most 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toEqual({ ok: true });
    expect(checkAvatarFile({ type: 'image/png', size: 10 })).toEqual({ ok: false, message: 'validation.avatarJpgOnly' });
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toEqual({ ok: false, message: 'validation.avatarTooLarge' });
    expect(checkReviewPicture({ type: 'image/webp', size: 10 })).toEqual({ ok: true });
    expect(checkReviewPicture({ type: 'image/gif', size: 10 })).toEqual({ ok: false, message: 'validation.pictureType' });
  });

  it('birthdays are real days between 1900 and today', () => {
    const today = new Date('2026-05-01T12:00:00Z');
    expect(isValidBirthday('1990-12-10', today)).toBe(true);
    expect(isValidBirthday('2026-05-01', today)).toBe(true);
    expect(isValidBirthday('2026-05-02', today)).toBe(false);
    expect(isValidBirthday('1990-02-30', today)).toBe(false);
    expect(isValidBirthday('1899-12-31', today)).toBe(false);
    expect(isValidBirthday('10/12/1990', today)).toBe(false);
  });

  it('profile: optional fields may be empty; a real name follows the spec rule', () => {
    const base = { nickname: '', realName: '', birthday: '', sex: 'secrecy', email: 'a@b.co' };
    expect(profileUpdateSchema.safeParse(base).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...base, realName: '张三' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...base, realName: 'Ada Lovelace' }).success).toBe(true);
    expect(messages(profileUpdateSchema.safeParse({ ...base, realName: 'A' }))).toEqual(['validation.realNameInvalid']);
    expect(messages(profileUpdateSchema.safeParse({ ...base, sex: 'other' }))).toEqual(['validation.sexInvalid']);
    expect(messages(profileUpdateSchema.safeParse({ ...base, email: '' }))).toEqual(['validation.emailRequired']);
  });

  it('reviews: ratings 1-5, a comment, at most the picture limit', () => {
    const base = { orderItemId: 1, productRating: 5, serviceRating: 1, content: 'ok' };
    expect(reviewCreateSchema.parse(base).pictures).toEqual([]);
    expect(messages(reviewCreateSchema.safeParse({ ...base, productRating: 0 }))).toEqual(['validation.ratingRequired']);
    expect(messages(reviewCreateSchema.safeParse({ ...base, content: '  ' }))).toEqual(['validation.commentRequired']);
    const tooMany = Array.from({ length: REVIEW_PICTURE_LIMIT + 1 }, (_, i) => `/uploads/reviews/${i}.jpg`);
    expect(messages(reviewCreateSchema.safeParse({ ...base, pictures: tooMany }))).toEqual(['validation.outOfLimit']);
  });

  it('refunds: above zero, at most what was paid, money format', () => {
    const schema = refundFormSchema(1840, 'EUR');
    expect(schema.safeParse({ reason: 'x', amount: '18.40' }).success).toBe(true);
    expect(messages(schema.safeParse({ reason: 'x', amount: '18.41' }))).toEqual(['validation.refundTooMuch']);
    expect(messages(schema.safeParse({ reason: 'x', amount: '0' }))).toEqual(['validation.refundPositive']);
    expect(messages(schema.safeParse({ reason: 'x', amount: '1.234' }))).toEqual(['validation.moneyInvalid']);
    expect(messages(schema.safeParse({ reason: ' ', amount: '1' }))).toEqual(['validation.reasonRequired']);
  });
});
