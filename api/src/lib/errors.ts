import type { MessageKey, MessageParams } from '../i18n/messages';
import type { Failure, Result } from './result';

/**
 * An expected failure answered as an envelope: HTTP status, body status and a catalogue message
 * translated into the request's language by the global error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly bodyStatus: number,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  static badRequest(key: MessageKey, params?: MessageParams) {
    return new ApiError(400, 400, key, params);
  }

  static notFound(key: MessageKey = 'notFound', params?: MessageParams) {
    return new ApiError(404, 404, key, params);
  }
}

/** HTTP status of a refusal: 404 for a missing or foreign row, 429 when the shopper must wait (body 400). */
export type RefusalStatus = 400 | 404 | 429;

/**
 * The data of a service's result, or its failure answered as the envelope (the route edge of ADR 0018):
 * `notFound` is 404, other codes are catalogue keys answered 400 unless `statusOf` says otherwise.
 */
export function orRefuse<T, E extends MessageKey>(result: Result<T, E>, statusOf: (error: E) => RefusalStatus = () => 400): T {
  if (result.ok) return result.data;
  throw refusal(result, statusOf);
}

export function refusal<E extends MessageKey>(failure: Failure<E>, statusOf: (error: E) => RefusalStatus = () => 400): ApiError {
  const status = failure.error === 'notFound' ? 404 : statusOf(failure.error);
  return new ApiError(status, status === 404 ? 404 : 400, failure.error, failure.params);
}
