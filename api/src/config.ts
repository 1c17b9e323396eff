import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { z } from 'zod';
import { DEFAULT_CANARY_SETTINGS, type CanarySettings } from '@storefront/registry/canary';
import type { CheckoutSettings } from './routes/order/settings';

/** api/ and the repository root, independent of the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** Root of everything the service writes: db/, db.lock, releases/. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite in dataDir/db is used. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** MAIL_MAX_ATTEMPTS, MAIL_WORKER_CONCURRENCY, MAIL_SECRET: the mail worker and the newsletter's signed links. */
  mail: MailSettings;
  /** Built shell served in all-in-one mode (only when its index.html exists). */
  shellDist: string | null;
  releasesDir: string;
  /** Fastify's trustProxy: true, or a comma-separated list of proxy addresses; false reads the socket address. */
  trustProxy: boolean | string;
  /** PUBLIC_URL: the shop's address as shoppers reach it (https://shop.example.com); https turns on HSTS. */
  publicUrl: string | null;
  /** BEACON_SECRET: key of the hash that stands for a client's address in failure reports; else one per data folder. */
  beaconSecret: string | null;
  /** PAYMENT_PROVIDER: who takes the money; unset means the sandbox outside production and refuses to start in production. */
  paymentProvider: string | null;
  /** PAYMENT_SANDBOX_IN_PRODUCTION=true: a demo shop runs the sandbox (no money moves) with NODE_ENV=production on purpose. */
  paymentSandboxInProduction: boolean;
  /** PAYMENT_SECRET: signs payment results; required in production, else generated once per data folder. */
  paymentSecret: string | null;
  /**
   * PAYMENT_PROVIDER=stripe: STRIPE_SECRET_KEY (sk_live_… or sk_test_…), STRIPE_WEBHOOK_SECRET (whsec_…, the
   * endpoint's signing secret) and STRIPE_API_BASE (unset: Stripe's own API; tests point it at a stand-in).
   */
  stripe: { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };
  /** REDIS_URL: throttles and rate limits live there when set (several instances), else in the database. */
  redisUrl: string | null;
  /** LOG_LEVEL of the server's log. */
  logLevel: LogLevel;
  /** LOG_FILE: the server's log is appended to this file instead of written to standard output. */
  logFile: string | null;
  /** ORDER_UNPAID_MINUTES, ORDER_SWEEP_SECONDS, DEMO_SHIP_AFTER_SECONDS. */
  checkout: CheckoutSettings;
  /** CANARY_CHECK_SECONDS, CANARY_WINDOW_SECONDS, CANARY_PROMOTE_AFTER_SECONDS, CANARY_PROMOTE_MIN_CLIENTS (ADR 0019), CANARY_VITALS_RATIO, CANARY_VITALS_MIN_CLIENTS (ADR 0041). */
  canary: CanarySettings;
  /** VITALS_SAMPLE_RATE: share of page views that report their web vitals (0-1, default 1). */
  vitalsSampleRate: number;
  /** WELCOME_CODE_PERCENT: a new account's welcome code takes this much off one order (default 10); 0 turns it off. */
  welcomeCodePercent: number;
  /**
   * RATE_LIMIT_PAGES_PER_MINUTE (default 600) and RATE_LIMIT_API_PER_MINUTE (default 3000): what one client
   * address may ask for in a minute, pages and API apart; static files are not counted.
   */
  rateLimit: { pagesPerMinute: number; apiPerMinute: number };
  /**
   * VARNISH_PURGE_URL: a shared cache (Varnish with xkey, ADR 0046) this instance purges by surrogate key on
   * every change notice; unset: no shared cache to tell.
   */
  varnishPurgeUrl: string | null;
  /** PAGE_CACHE_OFF=true renders every public page anew (to measure rendering itself); kept by default (ADR 0036). */
  pageCache: boolean;
  /** Server rendering's share of the instance (ADR 0045). */
  render: RenderSettings;
  /** When the instance sheds requests before it runs out of time or memory (ADR 0045). */
  pressure: PressureSettings;
  /**
   * METRICS_TOKEN: the bearer token of GET /metrics and of the error texts in /api/health. Required for
   * either in production (without it /metrics is not served there); optional elsewhere (ADR 0040).
   */
  metricsToken: string | null;
}

export interface RenderSettings {
  /** RENDER_WORKERS: render workers per generation of remote versions (default: the instance's cores). */
  workers: number;
  /** RENDER_CONCURRENCY: renders one worker runs at once; most of a render waits for the API (default 8). */
  perWorker: number;
  /** RENDER_QUEUE: renders that may wait for a worker; beyond it a page is answered stale or busy (default 64). */
  queue: number;
  /** RENDER_KEEP_ANSWERS_MS: how long a worker reuses the API's public answers between change notices (default 1000; 0: never). */
  keepAnswersMs: number;
}

export interface PressureSettings {
  /** PRESSURE_MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay over a second above which requests are shed (default 1000; 0: off). */
  maxEventLoopDelayMs: number;
  /** PRESSURE_MAX_HEAP_MB: heap in use above which requests are shed (default: 90% of the heap's limit; 0: off). */
  maxHeapUsedBytes: number;
  /** PRESSURE_MAX_RSS_MB: resident memory above which requests are shed (default 0: off). */
  maxRssBytes: number;
  /** PRESSURE_RETRY_AFTER_SECONDS: the Retry-After of a shed request (default 5). */
  retryAfterSeconds: number;
}

export interface MailSettings {
  /** Tries of one mail before it is marked failed (the operator retries it). */
  maxAttempts: number;
  /** Mails this instance sends at once; 0: this instance sends none (another one does). */
  concurrency: number;
  /** Key of the newsletter's confirm and unsubscribe links; unset: derived from the payment key. */
  secret: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function isProduction(config: Pick<Config, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'production';
}

/** Values that stop the server at start; the message lists every one of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration refused:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

export const MIN_SECRET_LENGTH = 32;
export const KNOWN_PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

// An empty variable is an unset one (a compose file or a shell often passes NAME= for "none").
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const flag = (name: string) => optional(z.enum(['true', 'false'], { error: `${name} must be true or false` })).transform((value) => value === 'true');

const decimal = (name: string, min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, { error: `${name} must be a number from ${min} to ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${name} must be a number from ${min} to ${max}` })
          .max(max, { error: `${name} must be a number from ${min} to ${max}` }),
      ),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, { error: `${name} must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
          .max(max, { error: `${name} must be a whole number from ${min} to ${max}` }),
      ),
  );

const address = (name: string, protocols: readonly string[], example: string) =>
  optional(
    z.string().refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `${name} must be an address such as ${example}` },
    ),
  );

const secret = (name: string) =>
  optional(z.string().min(MIN_SECRET_LENGTH, { error: `${name} must be at least ${MIN_SECRET_LENGTH} characters (the same on every instance)` }));

/** true, false, or proxy addresses and networks (10.0.0.1, 10.0.0.0/8, ::1) separated by commas. */
function trustProxyValue(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((part) => {
    const [ip, bits, extra] = part.trim().split('/');
    if (extra !== undefined || !isIP(ip)) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
  });
}

/**
 * Every environment variable the server reads, one rule each. The names are the environment's; the
 * transform gives the Config the code uses.
 */
const envFields = z.object({
  PORT: wholeNumber('PORT', 0, 65535),
  HOST: optional(z.string()),
  NODE_ENV: optional(z.enum(['development', 'test', 'production'], { error: 'NODE_ENV must be development, test or production' })),
  DATA_DIR: optional(z.string()),
  RELEASES_DIR: optional(z.string()),
  DATABASE_URL: address('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/shop'),
  REDIS_URL: address('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SMTP_URL: address('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  MAIL_MAX_ATTEMPTS: wholeNumber('MAIL_MAX_ATTEMPTS', 1, 25),
  MAIL_WORKER_CONCURRENCY: wholeNumber('MAIL_WORKER_CONCURRENCY', 0, 32),
  MAIL_SECRET: secret('MAIL_SECRET'),
  MAIL_FROM: optional(z.string().regex(/@/, { error: 'MAIL_FROM must hold an email address, e.g. Shop <no-reply@example.com>' })),
  TRUST_PROXY: optional(
    z.string().refine(trustProxyValue, { error: 'TRUST_PROXY must be true, false, or proxy addresses separated by commas (10.0.0.1,10.0.0.0/8)' }),
  ),
  PUBLIC_URL: address('PUBLIC_URL', ['https:', 'http:'], 'https://shop.example.com'),
  BEACON_SECRET: secret('BEACON_SECRET'),
  PAYMENT_PROVIDER: optional(z.string()),
  PAYMENT_SANDBOX_IN_PRODUCTION: flag('PAYMENT_SANDBOX_IN_PRODUCTION'),
  // Its length is judged with the other payment rules below: the message says why it is needed.
  PAYMENT_SECRET: optional(z.string()),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(live|test)_\w+$/, { error: 'STRIPE_SECRET_KEY must be a secret key from the Stripe dashboard (sk_live_… or sk_test_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, { error: "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)" })),
  STRIPE_API_BASE: address('STRIPE_API_BASE', ['https:', 'http:'], 'https://api.stripe.com'),
  ORDER_UNPAID_MINUTES: wholeNumber('ORDER_UNPAID_MINUTES', 1, 10_080),
  ORDER_SWEEP_SECONDS: wholeNumber('ORDER_SWEEP_SECONDS', 0, 86_400),
  DEMO_SHIP_AFTER_SECONDS: wholeNumber('DEMO_SHIP_AFTER_SECONDS', 0, 31_536_000),
  CANARY_CHECK_SECONDS: wholeNumber('CANARY_CHECK_SECONDS', 0, 3600),
  CANARY_WINDOW_SECONDS: wholeNumber('CANARY_WINDOW_SECONDS', 10, 86_400),
  CANARY_PROMOTE_AFTER_SECONDS: wholeNumber('CANARY_PROMOTE_AFTER_SECONDS', 0, 604_800),
  CANARY_PROMOTE_MIN_CLIENTS: wholeNumber('CANARY_PROMOTE_MIN_CLIENTS', 1, 10_000_000),
  CANARY_VITALS_RATIO: decimal('CANARY_VITALS_RATIO', 1, 100),
  CANARY_VITALS_MIN_CLIENTS: wholeNumber('CANARY_VITALS_MIN_CLIENTS', 1, 1_000_000),
  VITALS_SAMPLE_RATE: decimal('VITALS_SAMPLE_RATE', 0, 1),
  WELCOME_CODE_PERCENT: wholeNumber('WELCOME_CODE_PERCENT', 0, 100),
  RATE_LIMIT_PAGES_PER_MINUTE: wholeNumber('RATE_LIMIT_PAGES_PER_MINUTE', 1, 1_000_000_000),
  RATE_LIMIT_API_PER_MINUTE: wholeNumber('RATE_LIMIT_API_PER_MINUTE', 1, 1_000_000_000),
  PAGE_CACHE_OFF: flag('PAGE_CACHE_OFF'),
  VARNISH_PURGE_URL: address('VARNISH_PURGE_URL', ['http:'], 'http://127.0.0.1:6081'),
  RENDER_WORKERS: wholeNumber('RENDER_WORKERS', 1, 256),
  RENDER_CONCURRENCY: wholeNumber('RENDER_CONCURRENCY', 1, 1000),
  RENDER_QUEUE: wholeNumber('RENDER_QUEUE', 0, 100_000),
  RENDER_KEEP_ANSWERS_MS: wholeNumber('RENDER_KEEP_ANSWERS_MS', 0, 3_600_000),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: wholeNumber('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 0, 600_000),
  PRESSURE_MAX_HEAP_MB: wholeNumber('PRESSURE_MAX_HEAP_MB', 0, 1_048_576),
  PRESSURE_MAX_RSS_MB: wholeNumber('PRESSURE_MAX_RSS_MB', 0, 1_048_576),
  PRESSURE_RETRY_AFTER_SECONDS: wholeNumber('PRESSURE_RETRY_AFTER_SECONDS', 1, 3600),
  METRICS_TOKEN: secret('METRICS_TOKEN'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  LOG_FILE: optional(z.string()),
});

const MB = 1024 * 1024;

function toConfig(env: z.output<typeof envFields>): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'var', 'data'));
  return {
    port: env.PORT ?? 8080,
    host: env.HOST ?? '0.0.0.0',
    nodeEnv: env.NODE_ENV ?? 'development',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Storefront <no-reply@storefront.local>',
    mail: { maxAttempts: env.MAIL_MAX_ATTEMPTS ?? 10, concurrency: env.MAIL_WORKER_CONCURRENCY ?? 4, secret: env.MAIL_SECRET ?? null },
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(dataDir, 'releases')),
    trustProxy: env.TRUST_PROXY === undefined || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    beaconSecret: env.BEACON_SECRET ?? null,
    paymentProvider: env.PAYMENT_PROVIDER ?? null,
    paymentSandboxInProduction: env.PAYMENT_SANDBOX_IN_PRODUCTION,
    paymentSecret: env.PAYMENT_SECRET ?? null,
    stripe: { secretKey: env.STRIPE_SECRET_KEY ?? null, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null, apiBase: env.STRIPE_API_BASE ?? null },
    redisUrl: env.REDIS_URL ?? null,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFile: env.LOG_FILE ? path.resolve(env.LOG_FILE) : null,
    checkout: {
      unpaidMinutes: env.ORDER_UNPAID_MINUTES ?? 30,
      sweepSeconds: env.ORDER_SWEEP_SECONDS ?? 60,
      demoShipAfterSeconds: env.DEMO_SHIP_AFTER_SECONDS ?? null,
    },
    canary: {
      checkSeconds: env.CANARY_CHECK_SECONDS ?? DEFAULT_CANARY_SETTINGS.checkSeconds,
      windowSeconds: env.CANARY_WINDOW_SECONDS ?? DEFAULT_CANARY_SETTINGS.windowSeconds,
      rule: DEFAULT_CANARY_SETTINGS.rule,
      vitals: {
        ...DEFAULT_CANARY_SETTINGS.vitals,
        ratio: env.CANARY_VITALS_RATIO ?? DEFAULT_CANARY_SETTINGS.vitals.ratio,
        minClients: env.CANARY_VITALS_MIN_CLIENTS ?? DEFAULT_CANARY_SETTINGS.vitals.minClients,
      },
      promote: {
        afterSeconds: env.CANARY_PROMOTE_AFTER_SECONDS ?? DEFAULT_CANARY_SETTINGS.promote.afterSeconds,
        minClients: env.CANARY_PROMOTE_MIN_CLIENTS ?? DEFAULT_CANARY_SETTINGS.promote.minClients,
      },
    },
    welcomeCodePercent: env.WELCOME_CODE_PERCENT ?? 10,
    rateLimit: { pagesPerMinute: env.RATE_LIMIT_PAGES_PER_MINUTE ?? 600, apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE ?? 3000 },
    pageCache: !env.PAGE_CACHE_OFF,
    varnishPurgeUrl: env.VARNISH_PURGE_URL ? new URL(env.VARNISH_PURGE_URL).origin : null,
    render: {
      workers: env.RENDER_WORKERS ?? os.availableParallelism(),
      perWorker: env.RENDER_CONCURRENCY ?? 8,
      queue: env.RENDER_QUEUE ?? 64,
      keepAnswersMs: env.RENDER_KEEP_ANSWERS_MS ?? 1000,
    },
    pressure: {
      // Shedding is production's: elsewhere an embedded database's long query (a seed, an import) or a busy
      // test machine lags the loop, and a developer or a test would get 503s for what is not a shop's load.
      maxEventLoopDelayMs: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'production' ? 1000 : 0),
      maxHeapUsedBytes:
        env.PRESSURE_MAX_HEAP_MB !== undefined
          ? env.PRESSURE_MAX_HEAP_MB * MB
          : env.NODE_ENV === 'production'
            ? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)
            : 0,
      maxRssBytes: (env.PRESSURE_MAX_RSS_MB ?? 0) * MB,
      retryAfterSeconds: env.PRESSURE_RETRY_AFTER_SECONDS ?? 5,
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    vitalsSampleRate: env.VITALS_SAMPLE_RATE ?? 1,
  };
}

// Runs even when a value above is wrong, so one start lists every problem.
const serverEnvSchema = envFields
  .superRefine(
    (env, ctx) => {
      const given = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      const problems = productionProblems({
        nodeEnv: given(env.NODE_ENV) ?? 'development',
        paymentProvider: given(env.PAYMENT_PROVIDER),
        paymentSandboxInProduction: env.PAYMENT_SANDBOX_IN_PRODUCTION === true,
        paymentSecret: given(env.PAYMENT_SECRET),
        stripe: { secretKey: given(env.STRIPE_SECRET_KEY), webhookSecret: given(env.STRIPE_WEBHOOK_SECRET), apiBase: null },
        publicUrl: given(env.PUBLIC_URL),
        beaconSecret: given(env.BEACON_SECRET),
      });
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
    },
    { when: () => true },
  )
  .transform(toConfig);

/** Commands (releases, seed, operator) read the same variables but take no payment and need no secret. */
const toolEnvSchema = envFields.transform(toConfig);

/**
 * What payments need before the server may take an order. Production never falls back to the sandbox:
 * it needs a provider that moves money, or the sandbox chosen twice on purpose (PAYMENT_PROVIDER=sandbox
 * and PAYMENT_SANDBOX_IN_PRODUCTION=true), and always a PAYMENT_SECRET shared by every instance.
 */
export type PaymentSetup = Pick<Config, 'nodeEnv' | 'paymentProvider' | 'paymentSandboxInProduction' | 'paymentSecret' | 'stripe' | 'publicUrl'>;

export function paymentSetupProblems(config: PaymentSetup): string[] {
  const production = isProduction(config);
  const problems: string[] = [];
  const name = config.paymentProvider ?? (production ? null : 'sandbox');
  if (name !== null && !(KNOWN_PAYMENT_PROVIDERS as readonly string[]).includes(name)) {
    problems.push(`PAYMENT_PROVIDER=${name} is not a payment provider of this build (known: ${KNOWN_PAYMENT_PROVIDERS.join(', ')}).`);
  }
  if (production && name === null) {
    problems.push(
      'No payment provider is configured: NODE_ENV=production needs PAYMENT_PROVIDER set to a provider that takes real money. ' +
        'The built-in sandbox marks orders paid without any money; a demo shop may run it with PAYMENT_PROVIDER=sandbox and PAYMENT_SANDBOX_IN_PRODUCTION=true.',
    );
  }
  if (production && name === 'sandbox' && !config.paymentSandboxInProduction) {
    problems.push(
      'PAYMENT_PROVIDER=sandbox marks orders paid without any money. With NODE_ENV=production it also needs PAYMENT_SANDBOX_IN_PRODUCTION=true (demo shops only).',
    );
  }
  if (name === 'stripe') {
    // Without them no session can be opened and no webhook verified: the shop would take orders it cannot charge.
    if (!config.stripe.secretKey)
      problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY: the secret key from the Stripe dashboard (sk_live_… or sk_test_…).');
    if (!config.stripe.webhookSecret)
      problems.push(
        "PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET: the signing secret (whsec_…) of the endpoint https://<your shop>/api/pay/stripe/webhook in Stripe's dashboard.",
      );
    if (!config.publicUrl) problems.push("PAYMENT_PROVIDER=stripe needs PUBLIC_URL: Stripe's page sends the shopper back to that address.");
  }
  if (production && (!config.paymentSecret || config.paymentSecret.length < MIN_SECRET_LENGTH)) {
    problems.push(
      `PAYMENT_SECRET is required with NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters, the same on every instance): it signs payment results.`,
    );
  }
  return problems;
}

/**
 * Secrets production must be given: payments (above) and the key of the failure beacon's client hash,
 * which every instance must share. Sessions need none: their tokens are random and stored hashed.
 */
export function productionProblems(config: PaymentSetup & Pick<Config, 'beaconSecret'>): string[] {
  const problems = paymentSetupProblems(config);
  if (isProduction(config) && !config.beaconSecret) {
    problems.push(
      `BEACON_SECRET is required with NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters, the same on every instance): it keys the hash that stands for a client's address in failure reports.`,
    );
  }
  return problems;
}

const CONCEALED = new Set([
  'MAIL_SECRET',
  'PAYMENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BEACON_SECRET',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
]);

/** The configuration from the environment; a ConfigError names every wrong or missing value at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { secrets?: boolean } = {}): Config {
  const result = (options.secrets === false ? toolEnvSchema : serverEnvSchema).safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path[0];
      const value = typeof name === 'string' ? env[name] : undefined;
      // Addresses may carry a password; secrets are never echoed.
      return value === undefined || value === '' || CONCEALED.has(String(name)) ? issue.message : `${issue.message}, not ${JSON.stringify(value)}`;
    }),
  );
}

/** True when shoppers reach the shop over TLS: browsers are then told to use nothing else (HSTS). */
export function servedOverTls(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https:') ?? false;
}
