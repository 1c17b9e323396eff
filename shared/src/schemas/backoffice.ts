import { z } from 'zod';
import { ORDER_STATUSES } from './checkout';
import { LOCALES } from '../routes/table';
import { REVIEW_REPLY_MAX } from './account';
import { PRODUCT_IMAGES_MAX, productImageSchema } from './catalog';
import { emailSchema, idParamSchema, idSchema, pagedSchema, textField } from './common';

/**
 * The operators' console (ADR 0048): requests and answers of /api/backoffice/*, shared by the API and the
 * mf-backoffice remote. Every answer is the usual envelope around these shapes.
 */

export const OPERATOR_ROLES = ['support', 'merchandiser', 'release', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What each part of the console needs; admin may do everything. */
export const CONSOLE_AREAS = {
  orders: 'support',
  reviews: 'support',
  customers: 'support',
  catalogue: 'merchandiser',
  releases: 'release',
  operators: 'admin',
  audit: 'admin',
} as const satisfies Record<string, OperatorRole>;
export type ConsoleArea = keyof typeof CONSOLE_AREAS;

export function mayUse(role: OperatorRole, area: ConsoleArea): boolean {
  return role === 'admin' || CONSOLE_AREAS[area] === role;
}

/** Six digits from the authenticator app. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'validation.totpInvalid');
/** A recovery code as shown: four groups of four letters or digits, dashes optional. */
export const recoveryCodeSchema = z.string().regex(/^[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){3}$/, 'validation.recoveryCodeInvalid');

export const operatorLoginBodySchema = z.object({ email: emailSchema, password: textField('validation.passwordRequired').min(1).max(200) });

/** After the password: the second factor is still owed (set it up first, or give a code). */
export const operatorLoginSchema = z.object({
  stage: z.enum(['totpSetup', 'totp']),
  /** A token good only for the second factor, for a few minutes. */
  token: z.string(),
  expiresAt: z.number().int(),
});

export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
/** The second factor of a sign-in: a code from the app, or one recovery code. */
export const secondFactorBodySchema = z.union([z.object({ code: totpCodeSchema }), z.object({ recoveryCode: recoveryCodeSchema })]);

export const operatorSchema = z.object({ id: z.number().int(), email: z.string(), role: z.enum(OPERATOR_ROLES) });
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.number().int(),
  operator: operatorSchema,
  /** Only right after TOTP was set up: shown once, each works once. */
  recoveryCodes: z.array(z.string()).optional(),
  /** Recovery codes left unused (a sign-in with one uses it up). */
  recoveryCodesLeft: z.number().int(),
});

export const consolePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/* Orders */

export const orderSearchQuerySchema = consolePageQuerySchema.extend({
  /** An order number, or (part of) the address it was placed with. */
  q: textField().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});

export const consoleOrderSchema = z.object({
  orderNo: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.number().int(),
  currency: z.string(),
  /** What the shopper paid, in the order's currency's minor units. */
  localActualPayment: z.number().int(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The open refund application, if any. */
  refund: z.object({ reason: z.string(), localAmount: z.number().int(), status: z.string() }).nullable(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export const consoleOrderListSchema = pagedSchema(consoleOrderSchema);

export const orderNoParamSchema = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'validation.orderNoInvalid') });
export const shipBodySchema = z.object({
  carrier: textField('validation.required').trim().min(1, 'validation.required').max(60),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/, 'validation.trackingNoInvalid'),
});
export const refundDecisionBodySchema = z.object({
  decision: z.enum(['settle', 'refuse']),
  /** Said to the customer when refused; kept in the audit log either way. */
  reason: textField('validation.required').trim().min(1, 'validation.required').max(500),
});
export const orderChangeSchema = z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) });

/* Releases */

export const RELEASE_TARGETS = ['shell', 'catalog', 'cartCheckout', 'account', 'content'] as const;
export const releaseTargetParamSchema = z.object({ remote: z.enum(RELEASE_TARGETS) });
export const remoteParamSchema = z.object({ remote: z.enum(['catalog', 'cartCheckout', 'account', 'content']) });
const versionSchema = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/, 'validation.versionInvalid');

export const rollbackBodySchema = z.object({ to: versionSchema.optional() });
export const canaryBodySchema = z.object({ version: versionSchema, percent: z.number().gt(0).lt(100) });

export const releaseVersionSchema = z.object({
  version: z.string(),
  releasedAt: z.string().nullable(),
  by: z.string().nullable(),
  current: z.boolean(),
  rolledBack: z.boolean(),
});
const sideSchema = z.object({ served: z.number().int(), failing: z.number().int() });
export const releaseListingSchema = z.object({
  remote: z.enum(RELEASE_TARGETS),
  current: z.string().nullable(),
  previousGood: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number(), startedAt: z.string(), by: z.string() }).nullable(),
  /** The server's last canary check (failing clients on each side), when one ran. */
  health: z.object({ checkedAt: z.string(), windowSeconds: z.number(), canary: sideSchema, stable: sideSchema }).nullable(),
  /** Newest first. */
  versions: z.array(releaseVersionSchema),
});
export const releaseListSchema = z.array(releaseListingSchema);
export const releaseChangeSchema = z.object({ remote: z.enum(RELEASE_TARGETS), current: z.string().nullable(), canary: z.string().nullable() });

/* Audit */

export const auditQuerySchema = consolePageQuerySchema.extend({
  action: z
    .string()
    .regex(/^[a-z]+\.[a-zA-Z]+$/, 'validation.actionInvalid')
    .optional(),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  at: z.number().int(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPageSchema = pagedSchema(auditEntrySchema);

/* Reviews (support) */

export const waitingReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  productRating: z.number().int(),
  content: z.string(),
  locale: z.string(),
  createdAt: z.number().int(),
});
export const waitingReviewPageSchema = pagedSchema(waitingReviewSchema);
export const reviewIdParamSchema = z.object({ id: idParamSchema });
export const reviewReplyBodySchema = z.object({ reply: textField('validation.required').trim().min(1, 'validation.required').max(REVIEW_REPLY_MAX) });

/* Catalogue (merchandiser) */

export const skuIdParamSchema = z.object({ skuId: idParamSchema });
export const skuPriceBodySchema = z.object({ price: z.number().int().min(1).max(100_000_000) });
export const skuStockBodySchema = z.object({ stock: z.number().int().min(0).max(1_000_000) });
export const skuChangeSchema = z.object({ skuId: z.number().int(), productId: z.number().int() });

/** A review hidden from (or shown again on) the product's public reviews. */
export const reviewHiddenBodySchema = z.object({ hidden: z.boolean() });
export const reviewHiddenSchema = z.object({ reviewId: z.number().int(), productId: z.number().int(), hidden: z.boolean() });

/** What the console searches by: a few words, a code or (part of) an address. */
const searchText = textField().trim().max(200).optional();

/* Customers (support) */

export const customerSearchQuerySchema = consolePageQuerySchema.extend({ q: searchText });
export const consoleCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  createdAt: z.number().int(),
  /** Set once the account is closed (the address is then `closed-<id>`). */
  closedAt: z.number().int().nullable(),
  /** Orders of the account, any status. */
  orders: z.number().int(),
});
export const customerPageSchema = pagedSchema(consoleCustomerSchema);
export const customerIdParamSchema = z.object({ id: idParamSchema });
export const customerClosedSchema = z.object({ id: z.number().int() });

/* Catalogue (merchandiser) */

export const productSearchQuerySchema = consolePageQuerySchema.extend({
  /** (Part of) a handle, a name in any language, or a SKU code. */
  q: searchText,
});
export const consoleProductSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  /** In English (the catalogue's required language). */
  name: z.string(),
  active: z.boolean(),
  /** The lowest SKU price, USD minor units. */
  price: z.number().int(),
  skus: z.array(z.object({ id: z.number().int(), code: z.string(), price: z.number().int(), stock: z.number().int() })),
});
export const productPageSchema = pagedSchema(consoleProductSchema);
export const productIdParamSchema = z.object({ id: idParamSchema });
/** A product's texts in one language: the same limits as the catalogue file's. */
export const productTextsBodySchema = z.object({
  locale: z.enum(LOCALES),
  name: textField('validation.required').trim().min(1, 'validation.required').max(200),
  description: textField().trim().max(5_000),
});
export const productTextsChangeSchema = z.object({ productId: z.number().int(), locale: z.enum(LOCALES) });

/* A product's photos (merchandiser) */

/** One photo file sent from the console: a camera's JPEG fits; larger ones are refused before they are read. */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const productPhotoParamSchema = z.object({ id: idParamSchema, imageId: idParamSchema });
/** The product's gallery in its new order: every one of its image ids, once. */
export const productPhotoOrderBodySchema = z.object({ ids: z.array(idSchema).min(1).max(PRODUCT_IMAGES_MAX) });
export const consoleProductPhotoSchema = productImageSchema.extend({ id: z.number().int() });
export type ConsoleProductPhoto = z.infer<typeof consoleProductPhotoSchema>;
/** What every photo route answers: the gallery as the shop now shows it, first picture first. */
export const productPhotosSchema = z.object({ productId: z.number().int(), images: z.array(consoleProductPhotoSchema) });
export type ProductPhotos = z.infer<typeof productPhotosSchema>;

/** `?dryRun=true` answers the report without writing anything. */
export const catalogueImportQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional() });
const tallySchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  summary: z.object({ categories: tallySchema, words: tallySchema, products: tallySchema, skus: tallySchema }),
});
/** A refused file's problems, in `data.errors` of the 400 answer: nothing was written. */
export const catalogueLineErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

/* Operators (admin) */

export const consoleOperatorSchema = operatorSchema.extend({
  createdAt: z.number().int(),
  disabledAt: z.number().int().nullable(),
  /** False until the operator confirms an authenticator app (again, after a reset). */
  totpSetUp: z.boolean(),
});
export const operatorListSchema = z.array(consoleOperatorSchema);
export const OPERATOR_PASSWORD_MIN = 12;
export const operatorAddBodySchema = z.object({
  email: emailSchema,
  role: z.enum(OPERATOR_ROLES),
  /** Omitted: a random one is made and answered once. */
  password: textField('validation.passwordRequired').min(OPERATOR_PASSWORD_MIN, 'validation.operatorPasswordShort').max(200).optional(),
});
export const operatorAddedSchema = z.object({ operator: operatorSchema, password: z.string().optional() });
export const operatorIdParamSchema = z.object({ id: idParamSchema });
export const operatorRoleBodySchema = z.object({ role: z.enum(OPERATOR_ROLES) });
