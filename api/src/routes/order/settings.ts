export interface CheckoutSettings {
  /** Unpaid orders are cancelled (stock returned) this long after creation: ORDER_UNPAID_MINUTES, default 30. */
  unpaidMinutes: number;
  /** Period of the job that cancels expired orders (and ships in demo mode): ORDER_SWEEP_SECONDS, default 60; 0 = off. */
  sweepSeconds: number;
  /** Demo: paid orders are shipped this many seconds after payment (DEMO_SHIP_AFTER_SECONDS); null = never. */
  demoShipAfterSeconds: number | null;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The payment provider and PAYMENT_SECRET are chosen by plugins/payments/index.ts. */
export function loadCheckoutSettings(env: NodeJS.ProcessEnv): CheckoutSettings {
  const demo = env.DEMO_SHIP_AFTER_SECONDS;
  return {
    unpaidMinutes: positive(env.ORDER_UNPAID_MINUTES, 30),
    sweepSeconds: positive(env.ORDER_SWEEP_SECONDS, 60),
    demoShipAfterSeconds: demo !== undefined && demo !== '' ? positive(demo, 0) : null,
  };
}
