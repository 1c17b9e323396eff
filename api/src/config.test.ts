import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoShop } from '../test/demo-shop';
import { SERVER_EXIT_TEST_MS, serverExit } from '../test/helpers';

const KEY = 'k'.repeat(40);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('gives the defaults when nothing is set, and treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: null,
      redisUrl: null,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.checkout).toEqual({ unpaidMinutes: 30, sweepSeconds: 60, demoShipAfterSeconds: null });
    expect(config.releasesDir).toBe(path.join(config.dataDir, 'releases'));
  });

  it('reads every setting it knows', () => {
    const config = loadConfig({
      PORT: '8901',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/shop',
      RELEASES_DIR: '/mnt/releases',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'Shop <no-reply@shop.test>',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      PUBLIC_URL: 'https://shop.example.com/path',
      ORDER_UNPAID_MINUTES: '15',
      ORDER_SWEEP_SECONDS: '0',
      DEMO_SHIP_AFTER_SECONDS: '30',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8901,
      host: '127.0.0.1',
      dataDir: '/srv/shop',
      releasesDir: '/mnt/releases',
      databaseUrl: 'postgres://shop@db:5432/shop',
      redisUrl: 'redis://cache:6379',
      trustProxy: '10.0.0.0/8,127.0.0.1',
      publicUrl: 'https://shop.example.com',
      logLevel: 'warn',
      checkout: { unpaidMinutes: 15, sweepSeconds: 0, demoShipAfterSeconds: 30 },
    });
  });

  it('refuses wrong values, one clear message for each, all at once', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'yes',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'proxy.local',
        ORDER_UNPAID_MINUTES: '-5',
        NODE_ENV: 'staging',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535, not "abc"',
      'NODE_ENV must be development, test or production, not "staging"',
      'TRUST_PROXY must be true, false, or proxy addresses separated by commas (10.0.0.1,10.0.0.0/8), not "proxy.local"',
      'PAYMENT_SANDBOX_IN_PRODUCTION must be true or false, not "yes"',
      'ORDER_UNPAID_MINUTES must be a whole number from 1 to 10080, not "-5"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535, not "70000"']);
  });

  it('never echoes a secret or an address that may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/shop', REDIS_URL: 'http://cache', BEACON_SECRET: 'hunter2' });
    expect(problems).toEqual([
      'DATABASE_URL must be an address such as postgres://user@127.0.0.1:5432/shop',
      'REDIS_URL must be an address such as redis://127.0.0.1:6379',
      'BEACON_SECRET must be at least 32 characters (the same on every instance)',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('production needs its secrets, and says so beside any other wrong value', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(problems[0]).toBe('PORT must be a whole number from 0 to 65535, not "abc"');
    expect(problems.join('\n')).toContain('No payment provider is configured');
    expect(problems.join('\n')).toContain('PAYMENT_SECRET is required with NODE_ENV=production');
    expect(problems.join('\n')).toContain('BEACON_SECRET is required with NODE_ENV=production');
    expect(
      problemsOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', PAYMENT_SECRET: KEY, BEACON_SECRET: KEY }),
    ).toEqual([]);
  });

  it(
    'the server refuses to start on a wrong value, naming it, before it opens anything',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-config-'));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: 'abc',
        DATA_DIR: dir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'maybe',
      };
      try {
        const { code, stderr } = await serverExit(env);
        expect(code).toBe(1);
        expect(stderr).toContain('PORT must be a whole number from 0 to 65535, not "abc"');
        expect(stderr).toContain('PAYMENT_SANDBOX_IN_PRODUCTION must be true or false, not "maybe"');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    SERVER_EXIT_TEST_MS,
  );
});

describe('seeding', () => {
  it('a production start on an empty database gets languages, currencies and payment methods, and no demo shop; the demo shop seed command adds it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-seed-'));
    const config: Config = {
      ...loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PAYMENT_SECRET: KEY,
        BEACON_SECRET: KEY,
        // The migrations just run held the loop for seconds: production's shedding would answer the next second 503.
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      }),
      dataDir,
      releasesDir: path.join(dataDir, 'releases'),
      shellDist: null,
      databaseUrl: null,
    };
    try {
      const plain = await buildApp({ config });
      try {
        expect((await plain.inject({ url: '/api/language' })).json().data).toHaveLength(9);
        expect((await plain.inject({ url: '/api/currency' })).json().data.map((c: { currency: string }) => c.currency)).toContain('EUR');
        expect((await plain.inject({ url: '/api/catalog/products' })).json().data.total).toBe(0);
        expect((await plain.inject({ url: '/api/content/articles' })).json().data.total).toBe(0);
      } finally {
        await plain.close();
      }
      await seedDemoShop({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
      const demo = await buildApp({ config });
      try {
        expect((await demo.inject({ url: '/api/catalog/products' })).json().data.total).toBe(120);
      } finally {
        await demo.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
