import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@storefront/shared/schemas/checkout';
import { createTestApp } from '../../../test/helpers';
import { format } from '../../i18n/messages';
import type { Charge, Decision } from './port';

// The sandbox knows the shop only through the port: these charges belong to no order of the shop's, and
// its pages are mounted a second time under /probe with a report function that only records.
let app: FastifyInstance;
const reports: Decision[] = [];
beforeAll(async () => {
  app = await createTestApp({
    extend: async (instance) => {
      await instance.register(instance.payments.routes!, {
        prefix: '/probe',
        report: async (decision) => {
          reports.push(decision);
          return { ok: true };
        },
        reportRefund: async () => ({ ok: false, error: 'the sandbox settles its refunds at once' }),
      });
    },
  });
});
afterAll(() => app.close());

function charge(overrides: Partial<Charge> = {}): Charge {
  return {
    serial: `PAYTEST${randomBytes(6).toString('hex').toUpperCase()}`,
    orderNo: 'SF990101-NOSHOP',
    amount: 1846,
    currency: 'EUR',
    method: 'Carte bancaire',
    locale: 'fr',
    returnUrl: '/fr/shop/payCallback',
    backUrl: '/fr/user/order/details/1',
    expiresAt: new Date(Date.now() + 10 * 60_000),
    ...overrides,
  };
}

const page = (serial: string) => app.inject({ url: `/probe/pay/sandbox/${serial}` });
const decide = (serial: string, decision: 'approve' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/probe/pay/sandbox/${serial}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe('the sandbox provider behind the payment port', () => {
  it('shows what the shop asked it to charge, reports its decision through the port and sends the shopper back signed', async () => {
    const c = charge();
    expect(await app.payments.startAttempt(c)).toEqual({ payUrl: `/api/pay/sandbox/${c.serial}` });
    const shown = await page(c.serial);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="fr">');
    expect(shown.body).toContain('SF990101-NOSHOP');
    expect(shown.body).toContain('18,46\u00a0€');
    expect(shown.body).toContain('Carte bancaire');

    const before = reports.length;
    const approved = await decide(c.serial, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string, 'http://shop.test');
    expect(back.pathname).toBe('/fr/shop/payCallback');
    const params = Object.fromEntries(back.searchParams);
    const signed: PayResult = { ...(params as unknown as PayResult), amount: Number(params.amount), ts: Number(params.ts) };
    const read = app.payments.readDecision('return', signed);
    expect(read).toMatchObject({
      serial: c.serial,
      orderNo: c.orderNo,
      amount: 1846,
      currency: 'EUR',
      result: 'approved',
      providerRef: expect.stringMatching(/^SBX[0-9A-F]{14}$/),
    });

    expect(reports.slice(before)).toEqual([
      expect.objectContaining({ serial: c.serial, orderNo: c.orderNo, amount: 1846, currency: 'EUR', result: 'approved', providerRef: read!.providerRef }),
    ]);
    // Decided once: the page offers nothing more, a second click changes nothing and reports nothing.
    const again = await decide(c.serial, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(format('fr', 'pay.page.done'));
    expect(again.body).not.toContain('name="decision"');
    expect(reports).toHaveLength(before + 1);
  });

  it('started again, the attempt keeps its state and follows the latest language', async () => {
    const c = charge();
    await app.payments.startAttempt(c);
    await app.payments.startAttempt({ ...c, locale: 'de', method: 'Kreditkarte', returnUrl: '/de/shop/payCallback', backUrl: '/de/user/order/details/1' });
    expect((await page(c.serial)).body).toContain('<html lang="de">');
    const declined = await decide(c.serial, 'decline');
    expect(new URL(declined.headers.location as string, 'http://shop.test').pathname).toBe('/de/shop/payCallback');
  });

  it('approves nothing the shop closed or that is past the time the shop gave', async () => {
    const closed = charge({ locale: 'en' });
    await app.payments.startAttempt(closed);
    await app.payments.cancelAttempt!(closed.serial);
    const expired = charge({ locale: 'en', expiresAt: new Date(Date.now() - 1000) });
    await app.payments.startAttempt(expired);
    const before = reports.length;
    for (const { serial } of [closed, expired]) {
      expect((await page(serial)).body).not.toContain('name="decision"');
      const refused = await decide(serial, 'approve');
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(format('en', 'pay.page.unavailable'));
    }
    expect(reports).toHaveLength(before);
  });

  it('an attempt it was never asked to charge has no page', async () => {
    expect((await page('PAY00000000FFFFFFFF')).statusCode).toBe(404);
    expect((await decide('PAY00000000FFFFFFFF', 'approve')).statusCode).toBe(404);
  });
});
