import { z } from 'zod';
import { decimalToMinor } from '../money';
import { emailSchema, idParamSchema, idSchema, moneySchema, pagedSchema, PATTERNS, textField } from './common';

/**
 * The personal area (user/*): profile, avatar, favourites, inbox and reviews. The same schemas validate
 * the account remote's forms and the API's routes. Messages are keys: `validation.*` of this file live in
 * the `account` namespace (browser) and the API catalogue; the rest come from common.ts (`shared`).
 */

export const SEXES = ['male', 'female', 'secrecy'] as const;
export type Sex = (typeof SEXES)[number];

/** Spec section 9: avatars are JPG only, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg'] as const;

/** Review pictures: this shop's limit (the spec leaves the number open). */
export const REVIEW_PICTURE_LIMIT = 6;
export const REVIEW_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REVIEW_CONTENT_MAX = 500;
/** The store's reply to a review: plain text up to this many characters. */
export const REVIEW_REPLY_MAX = 1000;
export const NICKNAME_MAX = 20;

export type FileCheck =
  { ok: true } | { ok: false; message: 'validation.avatarJpgOnly' | 'validation.avatarTooLarge' | 'validation.pictureType' | 'validation.pictureTooLarge' };

/** The browser's check before an avatar upload; the API checks the bytes again. */
export function checkAvatarFile(file: { type: string; size: number }): FileCheck {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: 'validation.avatarJpgOnly' };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: 'validation.avatarTooLarge' };
  return { ok: true };
}

export function checkReviewPicture(file: { type: string; size: number }): FileCheck {
  if (!(REVIEW_PICTURE_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: 'validation.pictureType' };
  if (file.size > REVIEW_PICTURE_MAX_BYTES) return { ok: false, message: 'validation.pictureTooLarge' };
  return { ok: true };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day between 1900-01-01 and today. */
export function isValidBirthday(value: string, today = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && value <= today.toISOString().slice(0, 10);
}

/** Optional fields are '' when left empty (form inputs), stored as null. */
export const nicknameSchema = textField().trim().max(NICKNAME_MAX, 'validation.nicknameTooLong');
export const optionalRealNameSchema = textField()
  .trim()
  .refine((v) => v === '' || PATTERNS.realName.test(v), 'validation.realNameInvalid');
export const birthdaySchema = textField()
  .trim()
  .refine((v) => v === '' || isValidBirthday(v), 'validation.birthdayInvalid');
export const sexSchema = z.enum(SEXES, { error: 'validation.sexInvalid' });

/**
 * PUT /api/user/profile and the "modify personal details" form. The email address is changed on its own
 * (PUT /api/user/email, with the password and a code sent to the new address); `email` is still accepted
 * from older pages when it is the account's present address.
 */
export const profileUpdateSchema = z.object({
  nickname: nicknameSchema,
  realName: optionalRealNameSchema,
  birthday: birthdaySchema,
  sex: sexSchema,
  email: emailSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/user/profile; also what the header shows through $userInfo. */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  sex: z.enum(SEXES),
  /** Site-relative URL under /uploads/, or null. */
  avatar: z.string().nullable(),
  /** The avatar's blurred preview (data URI) shown until it arrives; null without one. */
  avatarPlaceholder: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Paging query of every user/* list (spec section 9 defaults). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/* Favourites (user/collection). The catalogue's product page uses the body and id list below. */

export const collectionAddSchema = z.object({ productId: idParamSchema });
export const collectionItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** USD minor units, the product's lowest price. */
  price: z.number().int(),
  active: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/* Inbox (user/mail). */

export const mailItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  orderId: z.number().int().nullable(),
  read: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type MailItem = z.infer<typeof mailItemSchema>;
export const mailPageSchema = pagedSchema(mailItemSchema).extend({ unread: z.number().int() });
export type MailPage = z.infer<typeof mailPageSchema>;

/* Reviews. */

export const ratingSchema = z.number({ error: 'validation.ratingRequired' }).int().min(1, 'validation.ratingRequired').max(5, 'validation.ratingRequired');

/** POST /api/review; pictures are URLs answered by POST /api/review/picture. */
export const reviewCreateSchema = z.object({
  orderItemId: idSchema,
  productRating: ratingSchema,
  serviceRating: ratingSchema,
  content: textField('validation.commentRequired').trim().min(1, 'validation.commentRequired').max(REVIEW_CONTENT_MAX, 'validation.commentTooLong'),
  pictures: z.array(textField().max(300)).max(REVIEW_PICTURE_LIMIT, 'validation.outOfLimit').default([]),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const uploadedPictureSchema = z.object({ url: z.string() });

export const myReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productImage: z.string().nullable(),
  orderItemId: z.number().int().nullable(),
  productRating: z.number().int(),
  serviceRating: z.number().int(),
  content: z.string(),
  pictures: z.array(z.string()),
  /** The store's reply, if any. */
  reply: z.string().nullable(),
  createdAt: z.number().int(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/* Refund application form (user/order/refund): the amount is typed in the order's currency. */

/** Reason, and an amount above zero and at most what was paid (maxMinor, in the order's currency's minor units). */
export function refundFormSchema(maxMinor: number, currency: string) {
  return z.object({
    reason: textField('validation.reasonRequired').trim().min(1, 'validation.reasonRequired').max(500, 'validation.reasonTooLong'),
    amount: moneySchema
      .refine((v) => decimalToMinor(v, currency) > 0, 'validation.refundPositive')
      .refine((v) => decimalToMinor(v, currency) <= maxMinor, 'validation.refundTooMuch'),
  });
}
export type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;
