import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/*
 * A local stand-in for the part of Stripe's HTTP API the shop uses (STRIPE_API_BASE points the SDK here):
 * Checkout Sessions (create, retrieve, expire) and Refunds (create), answering with the objects of the
 * pinned API version, honouring Idempotency-Key like Stripe (the same key answers the first answer again),
 * and recording every request so tests can see what the shop asked for.
 */

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  authorization: string | null;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  sessions: Map<string, Stripe.Checkout.Session>;
  refunds: Map<string, Stripe.Refund>;
  /** The shopper paid on the hosted page: the session is complete and has a payment intent. */
  pay(sessionId: string): Stripe.Checkout.Session;
  /** The charge of a paid session as Stripe reports it in charge.refunded once its refunds went through. */
  refundedCharge(sessionId: string): Stripe.Charge;
  /**
   * The next `times` POSTs to `path` find Stripe unavailable (503) before anything ran, so nothing is saved
   * under their idempotency key and a later request with it runs afresh.
   */
  failNext(path: string, times: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const refunds = new Map<string, Stripe.Refund>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();

  const error = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });

  function createSession(p: Record<string, string>) {
    const now = Math.floor(Date.now() / 1000);
    const quantity = Number(p['line_items[0][quantity]'] ?? 1);
    const unitAmount = Number(p['line_items[0][price_data][unit_amount]']);
    const currency = p['line_items[0][price_data][currency]'];
    if (!Number.isInteger(unitAmount) || !currency) return error(400, 'line_items[0][price_data] is incomplete');
    const expiresAt = Number(p.expires_at ?? now + 86_400);
    if (expiresAt < now + 30 * 60 || expiresAt > now + 86_400) return error(400, 'expires_at must be between 30 minutes and 24 hours from now');
    const sessionId = id('cs');
    const metadata = Object.fromEntries(
      Object.entries(p)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    const session = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      cancel_url: p.cancel_url ?? null,
      client_reference_id: p.client_reference_id ?? null,
      created: now,
      currency,
      customer: null,
      expires_at: expiresAt,
      livemode: false,
      locale: p.locale ?? null,
      metadata,
      mode: p.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: p.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    } as unknown as Stripe.Checkout.Session;
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  function createRefund(p: Record<string, string>) {
    const session = [...sessions.values()].find((s) => s.payment_intent === p.payment_intent);
    if (!session) return error(404, `No such payment_intent: '${p.payment_intent}'`);
    const already = [...refunds.values()].filter((r) => r.payment_intent === p.payment_intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(p.amount ?? session.amount_total);
    if (already + amount > (session.amount_total ?? 0)) return error(400, `Charge has already been refunded.`);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: `ch_for_${session.id}`,
      created: Math.floor(Date.now() / 1000),
      currency: session.currency,
      metadata: Object.fromEntries(
        Object.entries(p)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      ),
      payment_intent: p.payment_intent,
      reason: null,
      status: 'pending',
    } as unknown as Stripe.Refund;
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, p: Record<string, string>) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(p);
    const one = path.match(/^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/);
    if (one) {
      const session = sessions.get(one[1]);
      if (!session) return error(404, `No such checkout.session: '${one[1]}'`);
      if (method === 'GET' && !one[2]) return { status: 200, body: session };
      if (method === 'POST' && one[2]) {
        if (session.status !== 'open') return error(400, `Only Checkout Sessions with a status of 'open' can be expired.`);
        session.status = 'expired';
        return { status: 200, body: session };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion: (request.headers['stripe-version'] as string | undefined) ?? null,
        authorization: request.headers.authorization ?? null,
      });
      const failing = failures.get(url.pathname) ?? 0;
      if (request.method === 'POST' && failing > 0) {
        failures.set(url.pathname, failing - 1);
        const unavailable = error(503, 'Stripe is temporarily unavailable', 'api_error');
        response.writeHead(unavailable.status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(unavailable.body));
        return;
      }
      // Stripe answers a repeated key with the first answer, whatever came in between.
      const key = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
      const answer = (key && answered.get(key)) || route(request.method ?? 'GET', url.pathname, params);
      if (key && !answered.has(key) && request.method === 'POST') answered.set(key, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
      return session;
    },
    failNext(path, times) {
      failures.set(path, times);
    },
    refundedCharge(sessionId) {
      const session = sessions.get(sessionId)!;
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === session.payment_intent).reduce((sum, r) => sum + r.amount, 0);
      return {
        id: `ch_for_${session.id}`,
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: refunded,
        captured: true,
        created: session.created,
        currency: session.currency,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: session.payment_intent,
        refunded: refunded === session.amount_total,
        status: 'succeeded',
      } as unknown as Stripe.Charge;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
