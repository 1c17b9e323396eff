// Real-user health of each release over the last hours (the console's charts), in a zod-free module: the
// registry reads it to keep samples that long, the console's schemas and charts read it too.

/**
 * The most hours the console may chart, and how long the server keeps web-vitals samples (the canary check
 * prunes older ones). Six hours holds a working morning's releases at six times the canary's own hour of rows.
 */
export const RELEASE_HEALTH_HOURS = 6;

/** Points of each line whatever the span: half hours over six hours, five minutes over one. */
export const RELEASE_HEALTH_BUCKETS = 12;

/** Google's "good" limits at the 75th percentile (web.dev/articles/vitals): milliseconds, and a score for CLS. */
export const VITALS_BUDGETS = { LCP: 2500, INP: 200, CLS: 0.1 } as const;
export type BudgetedVital = keyof typeof VITALS_BUDGETS;
