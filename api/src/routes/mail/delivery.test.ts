import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@storefront/shared/money';
import { createTestApp, createTestDatabase, createUser } from '../../../test/helpers';
import { startSmtp, until, type TestSmtp } from '../../../test/smtp-server';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openPostgres } from '../../db/client';
import { mailOutbox, type MailKind } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { renderInboxMessage } from '../../i18n/inbox';
import { runOperator } from '../../ops/operator';
import { codeMail, mailOwner } from '../auth/service';
import { markPaidInTx } from '../order/commands';
import { shipOrder } from '../order/service';
import { payBackRefund } from '../pay/service';
import { auth, createSku, DE_ADDRESS, US_ADDRESS } from '../order/testing';
import { enqueueMail } from './service';

// Mail through a real SMTP server started here: each kind arrives once, in its language, with an HTML and a
// text part and the order's figures; nothing is lost while the server is down; on PostgreSQL two instances
// on one database send each mail once.

let smtp: TestSmtp;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtp();
  app = await createTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

const rowsTo = (on: FastifyInstance, to: string) => on.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** What a failed wait shows: the outbox's newest rows and, on PostgreSQL, the queue's jobs, with the database's clock. */
const mailState = (on: FastifyInstance) => async () => {
  const outbox = await on.db.execute(
    sql`select id, "to", status, attempts, last_error, next_attempt_at, locked_until, now() as now from mail_outbox order by id desc limit 10`,
  );
  if (on.database.driver !== 'pg') return { outbox: (outbox as unknown as { rows: unknown[] }).rows };
  const schema = ((await on.db.execute(sql`select current_schema()::text as schema`)) as unknown as { rows: Array<{ schema: string }> }).rows[0].schema;
  const jobs = await on.db.execute(
    sql.raw(
      `select id, task_identifier, payload, run_at, attempts, last_error, locked_at, locked_by from "${schema}_graphile_worker"._private_jobs order by id desc limit 10`,
    ),
  );
  return { outbox: (outbox as unknown as { rows: unknown[] }).rows, jobs: (jobs as unknown as { rows: unknown[] }).rows };
};

/** Every mail of the outbox to `to` has arrived (once each, matched by subject), and nothing else did. */
async function allArrived(on: FastifyInstance, to: string) {
  await until(
    async () => {
      const rows = await rowsTo(on, to);
      return rows.length > 0 && rows.every((r) => r.status === 'sent') && smtp.to(to).length >= rows.length;
    },
    30,
    `mail to ${to}`,
    mailState(on),
  );
  // A second look a little later: nothing arrives twice.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rows = await rowsTo(on, to);
  expect(
    smtp
      .to(to)
      .map((m) => m.subject)
      .sort(),
  ).toEqual(rows.map((r) => r.subject).sort());
  return rows;
}

const byKind = (rows: Array<typeof mailOutbox.$inferSelect>, kind: MailKind): ParsedMail => {
  const matching = rows.filter((r) => r.kind === kind);
  expect(matching, kind).toHaveLength(1);
  const arrived = smtp.received.filter((m) => m.subject === matching[0].subject && (m.to as { text: string }).text === matching[0].to);
  expect(arrived, kind).toHaveLength(1);
  return arrived[0];
};

async function placeOrder(token: string, options: { lang: string; currency: string; address: object; price?: number }) {
  const s = await createSku(app, { price: options.price ?? 1200, stock: 10 });
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId: s.skuId, quantity: 2 } });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: options.address })).json().data.id;
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: auth(token, { 'accept-language': options.lang }),
    payload: { skuIds: [s.skuId], addressId, paymentMethod: 'card', currency: options.currency },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order as { id: number; orderNo: string; actualPayment: number; local: { actualPayment: number }; currency: string };
}

const act = (token: string, id: number, action: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/order/${id}/${action}`, headers: auth(token), payload });

describe('each kind of mail, through a real SMTP server', () => {
  it('order mail: placed, paid, shipped, received, refund applied and refund paid arrive once each, in German, with the EUR figures', async () => {
    const { user, token } = await createUser(app);
    const order = await placeOrder(token, { lang: 'de', currency: 'EUR', address: DE_ADDRESS });
    const [stored] = await app.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, order.id));
    expect(stored.locale).toBe('de');
    await app.db.transaction((tx) => markPaidInTx(tx, order.id, `PAYTEST${order.id}`, `SBXTEST${order.id}`));
    expect((await shipOrder(app.db, order.orderNo)).ok).toBe(true);
    expect((await act(token, order.id, 'receive')).statusCode).toBe(200);
    const refundUsd = 500;
    expect((await act(token, order.id, 'refund', { reason: 'zu klein', amount: refundUsd })).statusCode).toBe(200);
    expect((await payBackRefund(app.db, app.payments, order.orderNo)).ok).toBe(true);

    const rows = await allArrived(app, user.email);
    const total = formatMoney(order.local.actualPayment, 'EUR', 'de');
    const [refundRow] = rows.filter((r) => r.kind === 'refunded');
    const refundAmount = refundRow.text.match(/\d[\d.,]*\s?€/)?.[0];
    expect(refundAmount).toBeTruthy();
    for (const kind of ['orderPlaced', 'orderPaid', 'orderShipped', 'orderReceived', 'refundRequested', 'refunded'] as const) {
      const mail = byKind(rows, kind);
      expect(mail.html, kind).toContain('lang="de"');
      expect(mail.text, kind).toContain(order.orderNo);
      expect(mail.text, kind).toContain(`Gesamtbetrag: ${total}`);
      expect(String(mail.html).replaceAll('&nbsp;', '\u00a0'), kind).toContain(total);
      expect(mail.html, kind).toContain(`/user/order/details/${order.id}`);
      // No marketing in order mail.
      expect(mail.headers.has('list-unsubscribe'), kind).toBe(false);
      expect(mail.text, kind).not.toMatch(/newsletter|abmelden/i);
    }
    const placed = byKind(rows, 'orderPlaced');
    expect(placed.subject).toBe(`Bestellung aufgegeben · ${order.orderNo}`);
    expect(placed.text).toContain(`bezahlen Sie bis dahin ${total}`);
    expect(placed.text).toContain('Jetzt bezahlen');
    expect(placed.text).toContain('Hallo Max,');
    // Links lead to the shop, in the order's language.
    expect(placed.text).toMatch(new RegExp(`http://localhost:\\d+/de/user/order/details/${order.id}`));
    expect(byKind(rows, 'refundRequested').text).toContain(refundAmount!);
    const refundedTitle = renderInboxMessage('de', { kind: 'refund', messageKey: 'inbox.refunded', params: '{}' }).title;
    expect(byKind(rows, 'refunded').subject).toBe(`${refundedTitle} · ${order.orderNo}`);
  });

  it('a cancelled order is told in Japanese with its yen figures', async () => {
    const { user, token } = await createUser(app);
    const order = await placeOrder(token, { lang: 'jp', currency: 'JPY', address: US_ADDRESS, price: 2500 });
    expect((await act(token, order.id, 'cancel')).statusCode).toBe(200);
    const rows = await allArrived(app, user.email);
    const total = formatMoney(order.local.actualPayment, 'JPY', 'jp');
    expect(total).toMatch(/[¥￥]/);
    for (const kind of ['orderPlaced', 'orderCancelled'] as const) {
      const mail = byKind(rows, kind);
      expect(mail.html).toContain('lang="ja"');
      expect(mail.text).toContain(total);
    }
    expect(byKind(rows, 'orderCancelled').text).toContain('注文番号');
  });

  it('account notices: a code (French), a changed password (request language), a changed address (Russian)', async () => {
    const { user, token, password } = await createUser(app);
    await codeMail(app.db, 'fr').send(user.email, '4711');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: auth(token, { 'accept-language': 'es' }),
      payload: { oldPassword: password, password: 'better_456', confirmPassword: 'better_456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await mailOwner(
      app.db,
      user,
      user.email,
      {
        kind: 'emailChanged',
        subject: 'auth.emailChangedSubject',
        text: 'auth.emailChangedText',
        params: { username: user.username, email: 'ne***@example.test' },
      },
      'ru',
    );
    const rows = await allArrived(app, user.email);
    const code = byKind(rows, 'emailCode');
    expect(code.subject).toBe('Votre code de vérification');
    expect(code.text).toContain('4711');
    expect(code.html).toContain('lang="fr"');
    const pw = byKind(rows, 'passwordChanged');
    expect(pw.subject).toBe('Se ha cambiado la contraseña de su cuenta');
    expect(pw.text).toContain(user.username);
    const moved = byKind(rows, 'emailChanged');
    expect(moved.html).toContain('lang="ru"');
    for (const mail of [code, pw, moved]) expect(mail.html && mail.text).toBeTruthy();
  });
});

describe('marketing mail, through a real SMTP server', () => {
  it('the newsletter: a confirm request, then the welcome code with List-Unsubscribe and one-click headers', async () => {
    const to = 'letters@example.test';
    const signup = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: to }, headers: { 'accept-language': 'pt' } });
    expect(signup.statusCode).toBe(200);
    await until(() => smtp.to(to).length === 1, 30, 'the confirm request', mailState(app));
    const [request] = smtp.to(to);
    expect(request.subject).toBe('Confirme a sua subscrição da newsletter');
    expect(request.headers.has('list-unsubscribe')).toBe(false);
    const link = new URL(request.text!.match(/http:\/\/\S+\/api\/newsletter\/confirm\?token=[\w.-]+/)![0]);
    expect((await app.inject({ method: 'POST', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    await until(() => smtp.to(to).length === 2, 30, 'the welcome code', mailState(app));
    const welcome = smtp.to(to)[1];
    expect(welcome.text).toMatch(/NEWS-[A-Z0-9]{10}/);
    expect(welcome.html).toContain('lang="pt"');
    // As sent: mailparser folds List-* headers into one object, so read the raw lines.
    const raw = (name: string) => welcome.headerLines.find((l) => l.key === name)?.line ?? '';
    expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const header = raw('list-unsubscribe');
    const unsubscribe = new URL(header.match(/<(http[^>]+)>/)![1]);
    const res = await app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toMatchObject({ status: 200, data: { unsubscribed: true } });
  });
});

describe('while the SMTP server is down', () => {
  it('nothing is lost: the mail waits, is tried again with backoff, and arrives once after the server is back', async () => {
    const { user, token } = await createUser(app);
    await smtp.stop();
    try {
      await placeOrder(token, { lang: 'en', currency: 'USD', address: US_ADDRESS });
      await until(async () => (await rowsTo(app, user.email)).some((r) => r.attempts >= 1 && r.lastError !== null), 30, 'a failed attempt', mailState(app));
      const [row] = await rowsTo(app, user.email);
      expect(row.status).toBe('pending');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    } finally {
      await smtp.start();
    }
    const rows = await allArrived(app, user.email);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
  });

  it('a mail that keeps failing is marked failed, counted in /api/health, listed and requeued by the operator, never deleted', async () => {
    await smtp.stop();
    const impatient = await createTestApp({ config: { smtpUrl: smtp.url, mail: { maxAttempts: 2, concurrency: 2, secret: null } } });
    try {
      const to = 'unlucky@example.test';
      await enqueueMail(impatient.db, { to, kind: 'other', locale: 'en', subject: 'kept', content: { locale: 'en', heading: 'kept', paragraphs: ['kept'] } });
      // Two attempts with the worker's backoff between them: seconds when idle, longer on a busy machine.
      await until(async () => (await rowsTo(impatient, to))[0]?.status === 'failed', 120, 'the mail to fail', mailState(impatient));
      const [failed] = await rowsTo(impatient, to);
      expect(failed.attempts).toBe(2);
      expect(failed.lastError).toBeTruthy();
      expect((await impatient.inject({ url: '/api/health' })).json().data.mail).toEqual({ failed: 1 });
      const listed = await runOperator(impatient.db, ['mail-failed']);
      expect(listed.code).toBe(0);
      expect(listed.lines[0]).toMatch(new RegExp(`^${failed.id}\\s.*other\\s+to ${to}\\s+after 2 attempts: `));

      await smtp.start();
      expect(await runOperator(impatient.db, ['mail-retry', String(failed.id + 1000)])).toMatchObject({ code: 1 });
      expect(await runOperator(impatient.db, ['mail-retry', 'all'])).toEqual({ code: 0, lines: [`queued again: ${failed.id}`] });
      await until(async () => (await rowsTo(impatient, to))[0].status === 'sent', 120, 'the retried mail', mailState(impatient));
      expect(smtp.to(to)).toHaveLength(1);
      expect((await impatient.inject({ url: '/api/health' })).json().data.mail).toEqual({ failed: 0 });
    } finally {
      await smtp.start().catch(() => {});
      await impatient.close();
    }
  }, 300_000);
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('send each mail once', async () => {
    const database = await createTestDatabase();
    const url = process.env.DATABASE_URL!;
    const rows = await database.db.execute(sql`select current_schema()::text as schema`);
    const schema = (rows as unknown as { rows: Array<{ schema: string }> }).rows[0].schema;
    const second = await openPostgres({ url, searchPath: schema, max: 4 });
    const config = (dataDir: string): Config => ({
      ...loadConfig({ NODE_ENV: 'test' }),
      dataDir,
      releasesDir: `${dataDir}/releases`,
      shellDist: null,
      databaseUrl: url,
      smtpUrl: smtp.url,
    });
    const os = await import('node:os');
    const { mkdtemp } = await import('node:fs/promises');
    const a = await buildApp({ config: config(await mkdtemp(`${os.tmpdir()}/sf-mail-a-`)), database });
    const b = await buildApp({ config: config(await mkdtemp(`${os.tmpdir()}/sf-mail-b-`)), database: second });
    try {
      const to = 'many@example.test';
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const on = i % 2 ? a : b;
        ids.push(
          await on.db.transaction((tx) =>
            enqueueMail(tx, {
              to,
              kind: 'other',
              locale: 'en',
              subject: `mail ${i}`,
              content: { locale: 'en', heading: `mail ${i}`, paragraphs: [`mail ${i}`] },
            }),
          ),
        );
      }
      await until(
        async () => {
          const sent = await a.db.select({ status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
          return sent.every((r) => r.status === 'sent') && smtp.to(to).length >= ids.length;
        },
        60,
        '40 mails',
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const subjects = smtp.to(to).map((m) => m.subject);
      expect(subjects).toHaveLength(40);
      expect(new Set(subjects).size).toBe(40);
      const attempts = await a.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(attempts.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
