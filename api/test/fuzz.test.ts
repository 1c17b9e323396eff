import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createSku, US_ADDRESS } from '../src/routes/order/testing';
import { signedInOperator } from '../src/routes/backoffice/testing';
import { createOrderWith, JPG_BYTES, multipart } from './account-fixtures';
import { createTestApp, createUser } from './helpers';

/**
 * Every operation of the app's own OpenAPI document gets hostile values in each path parameter, query
 * parameter and body field, one at a time with the other fields valid, as a customer and anonymously.
 * No answer may be a 5xx, and every JSON answer must be the shop's {status, msg, data} envelope.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  format?: string;
  pattern?: string;
  $ref?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  'A'.repeat(10 * 1024),
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00%ff',
  '',
  '   ',
  '\u202e\u200b',
];
const HUGE_NUMBERS = [2 ** 31, 2 ** 53, 1e308, -1, 0, 1.5, -(2 ** 31) - 1];
const NUMBER_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e999', '99999999999', '-0', '0x10', '1e3'];
const WRONG_TYPES: unknown[] = [[], [1, 'a'], {}, { a: { b: 1 } }, null, true, false];
const BODY_VALUES: unknown[] = [...HOSTILE_STRINGS, ...HUGE_NUMBERS, ...NUMBER_STRINGS, ...WRONG_TYPES];
/** What a path or query string can carry. */
const URL_VALUES: string[] = [...HOSTILE_STRINGS, ...HUGE_NUMBERS.map(String), ...NUMBER_STRINGS, 'true', 'null', '[]', '{}'];

/**
 * Anonymous requests pass the same validation as a customer's and most then stop at the login check, so
 * one value of each kind is enough there (it keeps the run well under a minute on a busy machine).
 */
interface ValueSet {
  body: unknown[];
  url: string[];
}
const FULL: ValueSet = { body: BODY_VALUES, url: URL_VALUES };
const SAMPLE: ValueSet = {
  body: ['a\u0000b', 'x\udc00y', 'A'.repeat(10 * 1024), "' OR '1'='1' --", 2 ** 31, 1e308, -1, 'NaN', [1, 'a'], { a: { b: 1 } }, null, true],
  url: ['a\u0000b', '\ud800', 'A'.repeat(10 * 1024), "' OR '1'='1' --", String(2 ** 31), '1e308', '-1', 'NaN', '[]'],
};

let app: FastifyInstance;
let token: string;
/** A signed-in admin of the console: the operator routes are fuzzed past their role check too. */
let operatorToken: string;
let known: Record<string, number | string> = {};
const tally = { operations: 0, requests: 0, byStatus: new Map<number, number>() };
const failures: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const customer = await createUser(app);
  token = customer.token;
  const { skuId, productId } = await createSku(app, { price: 2500, stock: 1000 });
  const addressId = (await app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token), payload: US_ADDRESS })).json().data.id;
  await app.inject({ method: 'POST', url: '/api/cart/items', headers: auth(token), payload: { skuId, quantity: 1 } });
  const { order, items } = await createOrderWith(app, customer.user.id, [productId], 'received');
  known = { skuId, productId, addressId, orderId: order.id, orderItemId: items[0].id, email: customer.user.email };
  operatorToken = await signedInOperator(app);
}, 120_000);
afterAll(() => app.close());

function resolve(doc: { components?: { schemas?: Record<string, JsonSchema> } }, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

function operations(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      out.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: body ? resolve(doc as never, body) : null });
    }
  }
  return out;
}

/** A plausible valid value, so one hostile field at a time reaches as deep as it can. */
function sample(name: string, schema: JsonSchema, doc: object, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return sample(name, union.find((u) => resolve(doc, u).type !== 'null') ?? union[0], doc, depth);
  if (s.allOf?.length) return sample(name, s.allOf[0], doc, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (name in known && (type === 'integer' || type === 'number' || type === 'string')) return known[name];
  switch (type) {
    case 'integer':
    case 'number':
      if (/^(id|.*Id)$/.test(name)) return 1;
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || !s.items ? [] : [sample(name.replace(/s$/, 'Id'), s.items, doc, depth + 1)];
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = sample(k, v, doc, depth + 1);
      return o;
    }
    default:
      return VALID_STRINGS[name] ?? 'fuzz';
  }
}

const VALID_STRINGS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(US_ADDRESS)),
  username: 'fuzzer01',
  account: 'fuzzer01',
  password: 'Secret_12!',
  confirmPassword: 'Secret_12!',
  oldPassword: 'secret_123',
  emailCode: '1234',
  imageCode: 'ab12',
  captchaId: 'fuzzcaptcha',
  nickname: 'Fuzz',
  realName: '',
  birthday: '1990-01-02',
  name: 'Ada',
  message: 'Hello there',
  subject: 'Question',
  content: 'Lovely teapot',
  reason: 'Arrived broken',
  code: 'WELCOME10',
  note: 'Leave at the door',
  paymentMethod: 'card',
  currency: 'EUR',
  version: '1.0.0',
  serial: 'PAY2025010100000000',
  orderNo: 'SF250101-ABCDEF',
  nonce: 'abcdef0123456789',
  sig: 'abcdef0123456789abcdef0123456789',
  ref: 'aboutus',
  keyword: 'tea',
  to: 'nobody@example.test',
  'idempotency-key': 'fuzz-key-00000001',
};

/** Every field of a body as a path of keys, one level into arrays and records. */
function fieldPaths(schema: JsonSchema, doc: object, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  const s = resolve(doc, schema);
  const out: (string | number)[][] = [];
  if (depth > 3) return out;
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    for (const u of union) out.push(...fieldPaths(u, doc, prefix, depth));
    return out;
  }
  if (s.properties) {
    for (const [k, v] of Object.entries(s.properties)) {
      out.push([...prefix, k]);
      out.push(...fieldPaths(v, doc, [...prefix, k], depth + 1));
    }
  }
  if (s.type === 'array' && s.items) {
    out.push([...prefix, 0]);
    out.push(...fieldPaths(s.items, doc, [...prefix, 0], depth + 1));
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    out.push([...prefix, 'colour']);
    for (const key of ['\u0000', '\ud800', 'k'.repeat(2000)]) out.push([...prefix, key]);
  }
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return typeof b.status === 'number' && typeof b.msg === 'string' && 'data' in b;
}

let ipCounter = 0;
async function send(label: string, options: InjectOptions): Promise<void> {
  let res: LightMyRequestResponse;
  try {
    // A fresh client address per request keeps per-IP limits from hiding deeper code.
    res = await app.inject({ ...options, remoteAddress: `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}` });
  } catch (error) {
    failures.push(`${label}: inject threw ${(error as Error).message}`);
    return;
  }
  tally.requests++;
  tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      failures.push(`${label} -> ${res.statusCode} unparsable JSON`);
      return;
    }
    if (!isEnvelope(body)) failures.push(`${label} -> ${res.statusCode} not an envelope: ${res.body.slice(0, 200)}`);
  } else if (res.statusCode >= 400 && !type.includes('text/html')) {
    failures.push(`${label} -> ${res.statusCode} ${type || 'no content type'}: ${res.body.slice(0, 100)}`);
  }
}

/** Percent-encoding that, like a hostile client, also sends lone surrogates (as their WTF-8 bytes). */
function pct(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[^]/g, (c) => {
    if (c.length === 2 || c.charCodeAt(0) < 0xd800 || c.charCodeAt(0) > 0xdfff) return encodeURIComponent(c);
    const n = c.charCodeAt(0);
    return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 63), 0x80 | (n & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

const show = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v.length > 20 ? `${v.slice(0, 8)}...(${v.length})` : v) : JSON.stringify(v);
  return s ?? String(v);
};

async function fuzz(op: Operation, headers: Record<string, string>, who: string, values: ValueSet) {
  const doc = cachedDoc;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const query = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const validPath: Record<string, string> = {};
  for (const p of pathParams) {
    const pathKey =
      p.name === 'id'
        ? op.path.includes('/address/')
          ? 'addressId'
          : op.path.includes('/order/')
            ? 'orderId'
            : op.path.includes('/products/')
              ? 'productId'
              : 'id'
        : p.name;
    validPath[p.name] = String(known[pathKey] ?? sample(p.name, p.schema, doc));
  }
  const validQuery: Record<string, string> = {};
  for (const q of query) if (q.required) validQuery[q.name] = String(sample(q.name, q.schema, doc));
  const validHeaders: Record<string, string> = { ...headers };
  for (const h of headerParams) validHeaders[h.name] = `${VALID_STRINGS[h.name] ?? 'fuzz'}-${randomBytes(4).toString('hex')}`;
  const validBody = op.body ? sample('body', op.body, doc) : undefined;

  const url = (path: Record<string, string>, q: Record<string, string | string[]>) => {
    const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pct(path[name]));
    const s = Object.entries(q)
      .flatMap(([k, v]) => [v].flat().map((one) => `${pct(k)}=${pct(one)}`))
      .join('&');
    return s ? `${p}?${s}` : p;
  };
  const base = { method: op.method as 'GET', headers: validHeaders };
  const label = (what: string, v: unknown) => `${who} ${op.method} ${op.path} ${what}=${show(v)}`;

  for (const p of pathParams) {
    for (const v of values.url)
      await send(label(`path.${p.name}`, v), { ...base, url: url({ ...validPath, [p.name]: v }, validQuery), payload: validBody as object });
  }
  for (const q of query) {
    for (const v of values.url)
      await send(label(`query.${q.name}`, v), { ...base, url: url(validPath, { ...validQuery, [q.name]: v }), payload: validBody as object });
    await send(label(`query.${q.name}`, '[repeated]'), { ...base, url: url(validPath, { ...validQuery, [q.name]: ['1', '2'] }), payload: validBody as object });
  }
  for (const h of headerParams) {
    for (const v of HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s))) {
      await send(label(`header.${h.name}`, v), {
        ...base,
        url: url(validPath, validQuery),
        headers: { ...validHeaders, [h.name]: v },
        payload: validBody as object,
      });
    }
  }
  if (op.body) {
    await send(label('body', 'valid'), { ...base, url: url(validPath, validQuery), payload: validBody as object });
    for (const path of fieldPaths(op.body, doc)) {
      for (const v of values.body) {
        await send(label(`body.${path.join('.')}`, v), { ...base, url: url(validPath, validQuery), payload: withValue(validBody, path, v) as object });
      }
    }
    for (const v of WRONG_TYPES)
      await send(label('body', v), {
        ...base,
        url: url(validPath, validQuery),
        payload: JSON.stringify(v),
        headers: { ...validHeaders, 'content-type': 'application/json' },
      });
    // Forms reach the same schemas through the x-www-form-urlencoded parser.
    const form = new URLSearchParams();
    for (const k of Object.keys((validBody as object) ?? {})) form.append(k, 'a\u0000b');
    await send(label('form', 'NUL in every field'), {
      ...base,
      url: url(validPath, validQuery),
      payload: form.toString(),
      headers: { ...validHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    });
  } else if (op.method === 'POST' || op.method === 'PUT') {
    // Upload routes take multipart bodies the document cannot describe.
    const { payload, headers: mp } = multipart(JPG_BYTES);
    const bodies: [string, Buffer, Record<string, string>][] = [
      ['multipart cut short', payload.subarray(0, payload.length - 20), mp],
      ['multipart headers cut', payload.subarray(0, 50), mp],
      ['multipart no boundary', payload, { 'content-type': 'multipart/form-data' }],
      ['multipart empty', Buffer.alloc(0), mp],
      ['multipart NUL field name', multipart(JPG_BYTES, 'a\u0000.jpg', 'image/jpeg', 'fi\u0000le').payload, mp],
      ['json array', Buffer.from('[1,2]'), { 'content-type': 'application/json' }],
    ];
    for (const [what, body, h] of bodies)
      await send(`${who} ${op.method} ${op.path} ${what}`, { ...base, url: url(validPath, validQuery), payload: body, headers: { ...validHeaders, ...h } });
  }
}

let cachedDoc: never;

describe('fuzz every operation of the OpenAPI document', () => {
  it('answers no 5xx and only envelopes', async () => {
    const started = Date.now();
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    cachedDoc = res.json();
    const ops = operations(cachedDoc);
    // Logging out revokes the session every later request uses: it goes last. Before it, what may close the
    // customer's account or change, reset or disable an operator (the fuzzing one among them).
    const last = (path: string) =>
      path === '/api/logout' || path === '/api/backoffice/logout' ? 2 : /^\/api\/backoffice\/(operators\/\{id\}|customers\/\{id\}\/close)/.test(path) ? 1 : 0;
    ops.sort((a, b) => last(a.path) - last(b.path));
    tally.operations = ops.length;
    for (const op of ops) {
      await fuzz(op, auth(token), 'customer', FULL);
      await fuzz(op, {}, 'anonymous', SAMPLE);
      if (op.path.startsWith('/api/backoffice/')) await fuzz(op, { authorization: `Operator ${operatorToken}` }, 'operator', FULL);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...tally.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`fuzz: ${tally.operations} operations, ${tally.requests} requests in ${seconds} s; answers by status: ${byStatus}`);
    if (failures.length) console.log(failures.slice(0, 200).join('\n'));
    expect(failures.length, failures.slice(0, 20).join('\n')).toBe(0);
  }, 600_000);
});
