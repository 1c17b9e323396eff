import { z } from 'zod';
import type { Envelope } from '@storefront/shared/envelope';
export { AUTH_FAILED } from '@storefront/shared/envelope';
export type { Envelope };

/** Body status of every successful answer. */
export const OK = 200;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { status: OK, msg, data };
}

/** Response schema of a successful answer carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), msg: z.string(), data });
}

/** Response schema of every error answer (data: null, or details such as validation issues). */
export const errorEnvelope = envelope(z.unknown());

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** `response` of a route: 200 with `data`, the listed 4xx, and 500. */
export function responses<T extends z.ZodType, const S extends readonly ErrorStatus[] = []>(data: T, errors?: S) {
  const out = { 200: envelope(data), 500: errorEnvelope } as { 200: ReturnType<typeof envelope<T>>; 500: typeof errorEnvelope } & Record<
    S[number],
    typeof errorEnvelope
  >;
  for (const status of errors ?? []) (out as Record<number, unknown>)[status] = errorEnvelope;
  return out;
}
