import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { setSkuPrice } from '../routes/catalog/service';
import { REVIEW_REPLY_MAX } from '@storefront/shared/schemas/account';
import type { PaymentProvider } from '../plugins/payments';
import { listFailedMail, retryFailedMail } from '../routes/mail/service';
import { cancelExpiredOrders, shipOrder, type OperatorResult } from '../routes/order/service';
import { payBackRefund, type PayBackResult } from '../routes/pay/service';
import { replyToReview } from '../routes/review/service';
import { setExchangeRates } from '../routes/shop/service';
import { parseRates } from './rates';
import { OPERATOR_ROLES, type OperatorRole } from '@storefront/shared/schemas/backoffice';
import {
  addOperator,
  disableOperator,
  enableOperator,
  resetOperatorTotp,
  setOperatorRole,
  type OperatorAudit,
  type OperatorChange,
} from '../routes/backoffice/accounts';
import { writeAudit, type Actor } from '../routes/backoffice/audit';
import { orderFacts } from '../routes/backoffice/orders';
import type { OrderAudit } from '../routes/order/service';

export const USAGE = `Usage: pnpm --filter api operator <command>
  ship <orderNo>            a paid order is shipped (waiting for receipt)
  settle-refund <orderNo>   accept a refund application and pay it back through the payment provider (refund
                            in progress; refunded once the provider says the money is back); run it again
                            after a provider error, it never refunds twice
  cancel-expired            cancel unpaid orders past their time and return their stock
  price <skuId> <cents>     set one SKU's price (USD minor units); every instance shows it within a second
  rates <file|->            exchange rates against USD from a JSON ({"EUR": 0.9237}) or CSV (EUR,0.9237) file, or
                            from standard input with -; each positive with at most 6 significant digits, all or
                            none; every instance shows them within a second, orders keep the rate they were placed at
  reply <reviewId> <text>   the store's reply to a review (plain text, at most ${REVIEW_REPLY_MAX} characters; the
                            words after the id are the reply); it replaces an earlier one and the author is told
  mail-failed               list mail that kept failing (newest first, with its last error); it is never deleted
  mail-retry <id|all>       put one failed mail, or all of them, back in the queue with a fresh count of attempts
  add <email> --role <support|merchandiser|release|admin>
                            an operator of the console (/backoffice); the password is OPERATOR_PASSWORD when set,
                            else a new one printed once; TOTP is set up at the first sign-in
  role <email> <support|merchandiser|release|admin>
                            change an operator's role
  disable <email>           disable an operator: every session ends at once (rows are never deleted)
  enable <email>            a disabled operator may sign in again (same password and TOTP)
  reset-totp <email>        a lost phone: the operator's sessions and recovery codes end, TOTP is set up again
                            at the next sign-in
Changes are written to the audit log as cli:<user> (OPERATOR or RELEASE_BY when set, else the shell user).`;

const REPLY_ERRORS = {
  notFound: 'no review with this id',
  empty: 'the reply is empty',
  tooLong: `the reply is longer than ${REVIEW_REPLY_MAX} characters`,
  unsafe: 'the reply holds characters that cannot be stored (NUL or broken Unicode)',
} as const;

function describe(result: OperatorResult | PayBackResult, action: string): { code: number; line: string } {
  if (result.ok) return { code: 0, line: `${result.data.orderNo}: ${action}, now ${result.data.status}` };
  if (result.error === 'provider')
    return { code: 1, line: `the payment provider did not take the refund (${result.params.error}); it stays accepted and is asked again` };
  if (result.error === 'notFound') return { code: 1, line: 'no order with this number' };
  return { code: 1, line: `not possible while the order is ${result.params?.status}` };
}

const oneLine = ({ code, line }: { code: number; line: string }) => ({ code, lines: [line] });

/** Reads the file a command names, or standard input for "-". */
export type ReadInput = (source: string) => Promise<string>;

export interface OperatorOptions {
  now?: Date;
  /** How `rates` reads its file. */
  read?: ReadInput;
  /** Where `settle-refund` gives money back: the provider that took it. */
  payments?: PaymentProvider;
  /** The new operator's password for `add` (OPERATOR_PASSWORD); a random one is made and printed without it. */
  operatorPassword?: string;
  /** Who the audit log names for changes, `cli:<user>`; nothing is logged without it. */
  actor?: string;
}

/** The audit hooks of the console's routes, with the command line's user as the actor: the same records. */
function auditHooks(name: string | undefined) {
  const actor: Actor | null = name ? { id: null, email: name } : null;
  return {
    order: (action: string): OrderAudit | undefined =>
      actor ? (tx, before, after) => writeAudit(tx, actor, { action, target: after.orderNo, before: orderFacts(before), after: orderFacts(after) }) : undefined,
    operator: (action: string): OperatorAudit | undefined =>
      actor ? (tx, target, before, after) => writeAudit(tx, actor, { action, target: target.email, before, after }) : undefined,
    of: <B, A>(action: string, target: string) =>
      actor ? (tx: Parameters<typeof writeAudit>[0], before: B, after: A) => writeAudit(tx, actor, { action, target, before, after }) : undefined,
  };
}

function describeChange(result: OperatorChange, done: string): { code: number; lines: string[] } {
  if (result.ok) return { code: 0, lines: [`operator ${result.data.id} ${result.data.email} (${result.data.role}): ${done}`] };
  return { code: 1, lines: [result.error === 'notFound' ? 'no operator with this address' : 'not possible'] };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The operator's commands (the shell user's; `add` makes accounts of the console): returns the exit code and what to print. */
export async function runOperator(db: Db, argv: string[], options: OperatorOptions = {}): Promise<{ code: number; lines: string[] }> {
  const { now = new Date(), read, payments } = options;
  const [command, orderNo] = argv;
  const audit = auditHooks(options.actor);
  if (command === 'role' || command === 'disable' || command === 'enable' || command === 'reset-totp') {
    const [, email, role] = argv;
    const roleOk = command !== 'role' || (OPERATOR_ROLES as readonly string[]).includes(role ?? '');
    if (argv.length !== (command === 'role' ? 3 : 2) || !EMAIL.test(email ?? '') || !roleOk) {
      return { code: 2, lines: [`${command} needs an operator's address${command === 'role' ? ` and a role (${OPERATOR_ROLES.join(', ')})` : ''}`, USAGE] };
    }
    if (command === 'role') return describeChange(await setOperatorRole(db, { email }, role as OperatorRole, audit.operator('operator.role')), `now ${role}`);
    if (command === 'disable')
      return describeChange(await disableOperator(db, { email }, null, audit.operator('operator.disable')), 'disabled, sessions ended');
    if (command === 'enable') return describeChange(await enableOperator(db, { email }, audit.operator('operator.enable')), 'enabled, may sign in again');
    return describeChange(await resetOperatorTotp(db, { email }, audit.operator('operator.resetTotp')), 'TOTP reset, set up again at the next sign-in');
  }
  if (command === 'add') {
    const [, email, flag, role] = argv;
    if (argv.length !== 4 || flag !== '--role' || !EMAIL.test(email ?? '') || !(OPERATOR_ROLES as readonly string[]).includes(role)) {
      return { code: 2, lines: [`add needs an address and a role (${OPERATOR_ROLES.join(', ')}), e.g. add ana@shop.example --role support`, USAGE] };
    }
    const given = options.operatorPassword;
    if (given !== undefined && given.length < 12) return { code: 2, lines: ['OPERATOR_PASSWORD has fewer than 12 characters'] };
    const password = given ?? randomBytes(15).toString('base64url');
    const added = await addOperator(db, email, role as OperatorRole, password, audit.operator('operator.add'));
    if (!added.ok) return { code: 1, lines: ['an operator with this address exists already'] };
    const shown = given === undefined ? [`password (shown once): ${password}`] : [];
    return { code: 0, lines: [`operator ${added.data.id} ${added.data.email} (${added.data.role}) added; TOTP is set up at the first sign-in`, ...shown] };
  }
  if (command === 'rates') {
    if (argv.length !== 2 || !read) return { code: 2, lines: ['rates needs one file, or - for standard input, e.g. rates rates.csv', USAGE] };
    let input: string;
    try {
      input = await read(argv[1]);
    } catch (error) {
      return { code: 1, lines: [`cannot read ${argv[1]}: ${error instanceof Error ? error.message : String(error)}`] };
    }
    const parsed = parseRates(input);
    if (!parsed.ok) return { code: 1, lines: ['no rate changed:', ...parsed.problems.map((p) => `  ${p}`)] };
    const set = await setExchangeRates(db, parsed.rates, audit.of('rates.set', 'currencies'));
    if (!set.ok) return { code: 1, lines: ['no rate changed:', ...set.unknown.map((code) => `  ${code} is not a currency of the shop`)] };
    const rateOf = (code: string) => `${code} ${parsed.rates.get(code)}`;
    return { code: 0, lines: [set.changed.length ? `rates changed: ${set.changed.map(rateOf).join(', ')}` : 'every rate was already as given'] };
  }
  if (command === 'mail-failed') {
    const rows = await listFailedMail(db);
    if (rows.length === 0) return { code: 0, lines: ['no failed mail'] };
    return {
      code: 0,
      lines: rows.map((m) => `${m.id}  ${m.createdAt.toISOString()}  ${m.kind}  to ${m.to}  after ${m.attempts} attempts: ${m.lastError ?? 'no error kept'}`),
    };
  }
  if (command === 'mail-retry') {
    const which = argv[1] === 'all' ? 'all' : Number(argv[1]);
    if (argv.length !== 2 || (which !== 'all' && (!Number.isInteger(which) || which < 1 || which > 2 ** 31 - 1))) {
      return { code: 2, lines: ['mail-retry needs the id of a failed mail, or all, e.g. mail-retry 42', USAGE] };
    }
    const logged = audit.of<{ status: string; ids: number[] }, { status: string; ids: number[] }>('mail.retry', String(which));
    const ids = await retryFailedMail(
      db,
      which,
      logged && ((tx, retried) => logged(tx, { status: 'failed', ids: retried }, { status: 'pending', ids: retried })),
    );
    if (ids.length === 0) return { code: which === 'all' ? 0 : 1, lines: [which === 'all' ? 'no failed mail' : 'no failed mail with this id'] };
    return { code: 0, lines: [`queued again: ${ids.join(', ')}`] };
  }
  if (command === 'cancel-expired') {
    const cancelled = await cancelExpiredOrders(db, now, undefined, audit.order('order.cancelExpired'));
    return { code: 0, lines: cancelled.length ? cancelled.map((no) => `${no}: cancelled, stock returned`) : ['no unpaid order is past its time'] };
  }
  if (command === 'price') {
    const [skuId, cents] = [Number(argv[1]), Number(argv[2])];
    if (!Number.isInteger(skuId) || skuId < 1 || skuId > 2 ** 31 - 1 || !Number.isInteger(cents) || cents < 1 || cents > 100_000_000) {
      return { code: 2, lines: ['price needs a SKU id and a price in cents, e.g. price 12 2599', USAGE] };
    }
    const changed = await setSkuPrice(db, skuId, cents, audit.of('sku.price', String(skuId)));
    return changed ? { code: 0, lines: [`SKU ${skuId} of product ${changed.productId}: now ${cents} cents`] } : { code: 1, lines: ['no SKU with this id'] };
  }
  if (command === 'reply') {
    const reviewId = Number(argv[1]);
    if (!Number.isInteger(reviewId) || reviewId < 1 || reviewId > 2 ** 31 - 1 || argv.length < 3) {
      return { code: 2, lines: ['reply needs a review id and the text, e.g. reply 42 "Thank you for your kind words!"', USAGE] };
    }
    const logged = audit.of<{ reply: string | null }, { reply: string }>('review.reply', String(reviewId));
    const result = await replyToReview(
      db,
      reviewId,
      argv.slice(2).join(' '),
      logged && ((tx, before, after) => logged(tx, { reply: before }, { reply: after })),
    );
    if (!result.ok) return { code: 1, lines: [REPLY_ERRORS[result.error]] };
    const told = result.data.notified ? 'the author has an inbox message' : 'the review has no account to tell';
    return { code: 0, lines: [`review ${reviewId} of product ${result.data.productId}: reply saved, ${told}`] };
  }
  if (command === 'ship' && orderNo) return oneLine(describe(await shipOrder(db, orderNo, { audit: audit.order('order.ship') }), 'shipped'));
  if (command === 'settle-refund' && orderNo) {
    if (!payments) return { code: 1, lines: ['no payment provider to give the money back through'] };
    const result = await payBackRefund(db, payments, orderNo, now, audit.order('order.refundSettle'));
    const settled = result.ok && result.data.status === 'refunded';
    return oneLine(describe(result, settled ? 'refund settled' : 'refund accepted, the provider confirms it when the money is back'));
  }
  return { code: 2, lines: [USAGE] };
}
