import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_SECONDS, type CloseAccountCodeRequest, type CloseAccountRequest } from '@storefront/shared/schemas/auth';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { addresses } from '../../db/schema/addresses';
import { authThrottle, emailCodes } from '../../db/schema/auth';
import { cartItems } from '../../db/schema/cart';
import { productI18n, reviews } from '../../db/schema/catalog';
import { contactMessages, newsletterSubscribers } from '../../db/schema/content';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { favourites } from '../../db/schema/favourites';
import { inboxMessages } from '../../db/schema/inbox';
import { mailOutbox } from '../../db/schema/mail';
import { orderItems, orderLinks, orders, refunds } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { uploads } from '../../db/schema/uploads';
import { sessions, users } from '../../db/schema/users';
import { renderInboxMessage } from '../../i18n/inbox';
import { verifyPassword } from '../../lib/password';
import type { SessionUser } from '../../lib/sessions';
import { forgive, hitAll, reset, type ThrottleRule } from '../../lib/throttle';
import { CODE_RULES, codesLocked, createEmailCode, discardEmailCode, guessEmailCode, guessSubject } from '../codes/service';
import { joinGuestOrders } from '../order/service';

/**
 * Every table that holds something of one customer, with where the export puts it and what closing the
 * account does to it (ADR 0035). account-data.test.ts lists the tables with a user_id or email column and
 * fails on one missing here, so a new table cannot be forgotten by either path.
 */
export const PERSONAL_DATA: Record<string, { table: PgTable; exported: string | null; onClose: string }> = {
  users: { table: users, exported: 'profile', onClose: 'reduced to its id and closed_at' },
  sessions: { table: sessions, exported: 'sessions', onClose: 'deleted' },
  addresses: { table: addresses, exported: 'addresses', onClose: 'deleted' },
  orders: { table: orders, exported: 'orders', onClose: 'name, address, phone, note and email removed' },
  order_items: { table: orderItems, exported: 'orders[].items', onClose: 'kept (products and prices)' },
  payments: { table: payments, exported: 'orders[].payments', onClose: 'kept (amounts and provider references)' },
  refunds: { table: refunds, exported: 'orders[].refunds', onClose: 'reason removed' },
  reviews: { table: reviews, exported: 'reviews', onClose: 'detached: no author, shown as by a former customer' },
  favourites: { table: favourites, exported: 'favourites', onClose: 'deleted' },
  inbox_messages: { table: inboxMessages, exported: 'inbox', onClose: 'deleted' },
  user_coupons: { table: userCoupons, exported: 'coupons', onClose: 'deleted' },
  uploads: { table: uploads, exported: 'uploads', onClose: 'deleted, files too (pictures of kept reviews stay with them)' },
  cart_items: { table: cartItems, exported: 'cart', onClose: 'deleted' },
  newsletter_subscribers: { table: newsletterSubscribers, exported: 'consents.newsletter', onClose: 'deleted' },
  contact_messages: { table: contactMessages, exported: 'contactMessages', onClose: 'deleted' },
  mail_outbox: { table: mailOutbox, exported: 'mails', onClose: 'deleted' },
  // Codes are one-time secrets: handing them out would defeat them, and they die within minutes anyway.
  email_codes: { table: emailCodes, exported: null, onClose: 'deleted' },
};

/** Tables with an email or user_id column that hold nothing of a customer, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  content_contact: "the shop's own contact address",
  operators: "the shop's staff (the console's operators), not customers: made and disabled by the operator command",
};

for (const [name, entry] of Object.entries(PERSONAL_DATA)) {
  if (getTableName(entry.table) !== name) throw new Error(`PERSONAL_DATA: ${name} is not the name of its table`);
}

/**
 * Orders that keep the account open: money or goods still on their way, or a refund being settled.
 * Closing waits for them so nobody loses a parcel or a refund to a deleted address.
 */
export const OPEN_ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'refund_requested', 'refund_in_progress'] as const satisfies readonly OrderStatus[];

/** Closing an account: wrong passwords and codes mailed, per account. */
export const CLOSE_RULES = {
  password: { name: 'close:password:user', max: 5, windowSeconds: 15 * 60 },
  codes: { name: 'close:code:user', max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

type Refusal =
  | { ok: false; error: 'passwordWrong' | 'openOrders' | 'mailFailed' | 'emailCodeWrong' }
  | { ok: false; error: 'throttled' | 'codesLocked'; retryAfterSeconds: number };

const subjectOf = (user: SessionUser) => guessSubject('closeAccount', `user:${user.id}`);

async function checkPassword(db: Db, userId: number, password: string): Promise<Refusal | null> {
  const allowed = await hitAll(db, [[CLOSE_RULES.password, String(userId)]]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) return { ok: false, error: 'passwordWrong' };
  await reset(db, CLOSE_RULES.password, String(userId));
  return null;
}

async function hasOpenOrders(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATUSES)))
    .limit(1);
  return Boolean(row);
}

export interface CloseCodeDeps {
  db: Db;
  /** Mails the code to the account's address; throws when the mail cannot go out. */
  send(to: string, code: string): Promise<void>;
}

export type CloseCodeResult = { ok: true; data: { resendAfter: number; expiresIn: number } } | Refusal;

/** POST /api/user/close/code: with the password, a code to the account's own address. */
export async function requestCloseCode(deps: CloseCodeDeps, user: SessionUser, input: CloseAccountCodeRequest): Promise<CloseCodeResult> {
  const { db } = deps;
  const wrong = await checkPassword(db, user.id, input.password);
  if (wrong) return wrong;
  if (await hasOpenOrders(db, user.id)) return { ok: false, error: 'openOrders' };
  const locked = await codesLocked(db, subjectOf(user));
  if (!locked.ok) return { ok: false, error: 'codesLocked', retryAfterSeconds: locked.retryAfterSeconds };
  const checks = [
    [CLOSE_RULES.codes, String(user.id)],
    [CODE_RULES.addressMinute, user.email],
    [CODE_RULES.addressHour, user.email],
  ] as const;
  const allowed = await hitAll(db, checks);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  let code: string | null = null;
  try {
    code = await createEmailCode(db, user.email, 'closeAccount');
    await deps.send(user.email, code);
  } catch {
    if (code) await discardEmailCode(db, user.email, 'closeAccount', code);
    for (const [rule, subject] of checks) await forgive(db, rule, subject);
    return { ok: false, error: 'mailFailed' };
  }
  return { ok: true, data: { resendAfter: EMAIL_CODE_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS } };
}

export interface CloseDeps {
  db: Db;
  /**
   * Forgets the stored files at these /uploads/ URLs in the closing transaction; answers what is left to
   * do once it has committed (files on the embedded store's disk cannot roll back).
   */
  discardFiles(tx: Tx, urls: string[]): Promise<() => Promise<void>>;
}

export type CloseResult = { ok: true; data: null } | Refusal;

/**
 * POST /api/user/close: the password and the mailed code, then everything of the account goes in one
 * transaction (ADR 0035): sessions, profile, addresses, favourites, inbox, cart, codes, uploads and the
 * shop's mail to the address; reviews lose their author; orders keep only what bookkeeping needs.
 */
export async function closeAccount(deps: CloseDeps, user: SessionUser, input: CloseAccountRequest): Promise<CloseResult> {
  const { db } = deps;
  const wrong = await checkPassword(db, user.id, input.password);
  if (wrong) return wrong;
  if (await hasOpenOrders(db, user.id)) return { ok: false, error: 'openOrders' };
  let afterCommit: (() => Promise<void>) | null = null;
  const guess = await guessEmailCode(db, subjectOf(user), user.email, 'closeAccount', input.emailCode, async (tx) => {
    // Placing an order locks the customer's row too (FOR NO KEY UPDATE), so none can slip in between.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (await hasOpenOrders(tx, user.id)) return false;
    afterCommit = await erase(tx, deps, user);
    return true;
  });
  if (!guess.ok) {
    return guess.error === 'codesLocked'
      ? { ok: false, error: 'codesLocked', retryAfterSeconds: guess.retryAfterSeconds }
      : { ok: false, error: 'emailCodeWrong' };
  }
  if (!guess.data) return { ok: false, error: 'openOrders' };
  await (afterCommit as (() => Promise<void>) | null)?.();
  return { ok: true, data: null };
}

/** What the console's audit log keeps of a customer before and after a close. */
export interface CustomerFacts {
  email: string;
  closed: boolean;
}

export type CloseByShopResult = { ok: true; data: { id: number } } | { ok: false; error: 'notFound' | 'alreadyClosed' | 'openOrders' };

/**
 * The console closes an account the customer asked to close (by mail or phone): the customer's password
 * and mailed code are replaced by support's word, the rest is the customer's own close (same rule about
 * open orders, same erasing, one transaction, the audit record in it).
 */
export async function closeAccountByShop(
  deps: CloseDeps,
  userId: number,
  audit?: (tx: Tx, before: CustomerFacts, after: CustomerFacts) => Promise<void>,
): Promise<CloseByShopResult> {
  let afterCommit: (() => Promise<void>) | null = null;
  const result = await deps.db.transaction(async (tx): Promise<CloseByShopResult> => {
    // Placing an order locks the customer's row too (FOR NO KEY UPDATE), so none can slip in between.
    const [user] = await tx
      .select({ id: users.id, username: users.username, email: users.email, closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return { ok: false, error: 'notFound' };
    if (user.closedAt) return { ok: false, error: 'alreadyClosed' };
    if (await hasOpenOrders(tx, userId)) return { ok: false, error: 'openOrders' };
    afterCommit = await erase(tx, deps, { id: user.id, username: user.username, email: user.email });
    if (audit) await audit(tx, { email: user.email, closed: false }, { email: `closed-${user.id}`, closed: true });
    return { ok: true, data: { id: user.id } };
  });
  if (result.ok) await (afterCommit as (() => Promise<void>) | null)?.();
  return result;
}

async function erase(tx: Tx, deps: CloseDeps, user: SessionUser): Promise<() => Promise<void>> {
  const id = user.id;
  // Guest orders placed with the address since the last login are the account's too, and go the same way.
  await joinGuestOrders(tx, id, user.email);
  // Orders may carry an address the account used before a change of email; it goes as well.
  const orderEmails = await tx.selectDistinct({ email: orders.email }).from(orders).where(eq(orders.userId, id));
  const emails = [...new Set([user.email, ...orderEmails.map((o) => o.email.toLowerCase()).filter(Boolean)])];

  const kept = await tx.select({ pictures: reviews.pictures }).from(reviews).where(eq(reviews.userId, id));
  const keptPictures = new Set(kept.flatMap((r) => r.pictures));
  const files = await tx.delete(uploads).where(eq(uploads.userId, id)).returning({ url: uploads.url });
  const removeFiles = await deps.discardFiles(
    tx,
    files.map((f) => f.url).filter((url) => !keptPictures.has(url)),
  );

  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(addresses).where(eq(addresses.userId, id));
  await tx.delete(favourites).where(eq(favourites.userId, id));
  await tx.delete(inboxMessages).where(eq(inboxMessages.userId, id));
  await tx.delete(cartItems).where(eq(cartItems.userId, id));
  await tx.delete(userCoupons).where(eq(userCoupons.userId, id));
  await tx.update(reviews).set({ userId: null, authorName: '' }).where(eq(reviews.userId, id));
  // Tax is owed by destination country, so the country stays; everything that names or finds the person goes.
  await tx
    .update(orders)
    .set({ email: '', firstName: '', lastName: '', region: '', city: '', line: '', postcode: '', phone: '', note: '', guestIp: null })
    .where(eq(orders.userId, id));
  await tx.delete(orderLinks).where(inArray(orderLinks.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, id))));
  await tx.update(refunds).set({ reason: '' }).where(eq(refunds.userId, id));

  await tx.delete(emailCodes).where(inArray(emailCodes.email, emails));
  await tx.delete(mailOutbox).where(inArray(mailOutbox.to, emails));
  await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, emails));
  await tx.delete(contactMessages).where(inArray(sql`lower(${contactMessages.email})`, emails));
  // Limits are counted per address too ("code:address:minute:<address>").
  for (const email of emails) await tx.delete(authThrottle).where(sql`strpos(${authThrottle.key}, ${email}) > 0`);

  // Neither name can be typed at login or registration (no "@", a "-"), and no password matches "".
  await tx
    .update(users)
    .set({
      username: `closed-${id}`,
      email: `closed-${id}`,
      passwordHash: '',
      nickname: null,
      realName: null,
      birthday: null,
      sex: 'secrecy',
      avatar: null,
      closedAt: sql`now()`,
    })
    .where(eq(users.id, id));
  return removeFiles;
}

type Row = Record<string, unknown>;

/** GET /api/user/data: everything the shop keeps about the account, as one document. */
export async function exportAccountData(db: Db, userId: number, locale: Locale) {
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      nickname: users.nickname,
      realName: users.realName,
      birthday: users.birthday,
      sex: users.sex,
      avatar: users.avatar,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;

  const ownOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const orderIds = ownOrders.map((o) => o.id);
  const byOrder =
    <T extends { orderId: number }>(rows: T[]) =>
    (id: number) =>
      rows.filter((r) => r.orderId === id).map(({ orderId: _o, ...rest }) => rest);
  const [items, paid, refunded] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
        db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
        db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id)),
      ])
    : [[], [], []];
  const itemsOf = byOrder(items);
  const paymentsOf = byOrder(paid);
  const refundsOf = byOrder(refunded.map(({ userId: _u, ...r }) => r));

  const strip = <T extends Row>(rows: T[], ...keys: (keyof T)[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))));

  const [session, address, review, favourite, inbox, coupon, upload, cart, newsletter, contact, mail] = await Promise.all([
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.id)),
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)),
    db
      .select({ productId: favourites.productId, name: productI18n.name, createdAt: favourites.createdAt })
      .from(favourites)
      .leftJoin(productI18n, and(eq(productI18n.productId, favourites.productId), eq(productI18n.locale, locale)))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt)),
    db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId)).orderBy(asc(inboxMessages.id)),
    db
      .select({
        code: coupons.code,
        kind: coupons.kind,
        value: coupons.value,
        validUntil: coupons.validUntil,
        claimedAt: userCoupons.claimedAt,
        usedAt: userCoupons.usedAt,
        orderId: userCoupons.orderId,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(eq(userCoupons.userId, userId))
      .orderBy(asc(userCoupons.id)),
    db
      .select({ kind: uploads.kind, url: uploads.url, bytes: uploads.bytes, contentType: uploads.contentType, createdAt: uploads.createdAt })
      .from(uploads)
      .where(eq(uploads.userId, userId))
      .orderBy(asc(uploads.id)),
    db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, addedPrice: cartItems.addedPrice, addedAt: cartItems.addedAt })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id)),
    db
      .select({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, profile.email)),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, profile.email))
      .orderBy(asc(contactMessages.id)),
    // Subjects and times only: a body may hold a live code (a reset's), and a stolen session must not
    // turn into the password through this file.
    db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, profile.email))
      .orderBy(asc(mailOutbox.id)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile,
    sessions: session,
    addresses: strip(address, 'userId'),
    orders: ownOrders.map(({ userId: _u, idempotencyKey: _k, guestIp: _ip, ...order }) => ({
      ...order,
      items: itemsOf(order.id),
      payments: paymentsOf(order.id),
      refunds: refundsOf(order.id),
    })),
    reviews: strip(review, 'userId'),
    favourites: favourite,
    inbox: inbox.map(({ userId: _u, ...m }) => ({ ...m, ...renderInboxMessage(locale, m) })),
    coupons: coupon,
    uploads: upload,
    cart,
    consents: { newsletter: newsletter[0] ?? null },
    contactMessages: contact,
    mails: mail,
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
