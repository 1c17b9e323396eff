import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CheckoutSettings {
  /** Unpaid orders are cancelled (stock returned) this long after creation: ORDER_UNPAID_MINUTES, default 30. */
  unpaidMinutes: number;
  /** Period of the job that cancels expired orders (and ships in demo mode): ORDER_SWEEP_SECONDS, default 60; 0 = off. */
  sweepSeconds: number;
  /** Demo: paid orders are shipped this many seconds after payment (DEMO_SHIP_AFTER_SECONDS); null = never. */
  demoShipAfterSeconds: number | null;
  /** HMAC key of the sandbox payment provider. */
  paymentSecret: string;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * PAYMENT_SECRET, else a random key generated once per data folder (DATA_DIR/payment-secret), so a
 * restart keeps verifying the signatures it issued. Several instances must share PAYMENT_SECRET.
 */
export async function paymentSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  if (env.PAYMENT_SECRET) return env.PAYMENT_SECRET;
  const file = path.join(dataDir, 'payment-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not generated yet
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx': if another process wrote it first, read theirs.
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

export async function loadCheckoutSettings(env: NodeJS.ProcessEnv, dataDir: string): Promise<CheckoutSettings> {
  const demo = env.DEMO_SHIP_AFTER_SECONDS;
  return {
    unpaidMinutes: positive(env.ORDER_UNPAID_MINUTES, 30),
    sweepSeconds: positive(env.ORDER_SWEEP_SECONDS, 60),
    demoShipAfterSeconds: demo !== undefined && demo !== '' ? positive(demo, 0) : null,
    paymentSecret: await paymentSecret(env, dataDir),
  };
}
