import type { MessageKey, MessageParams } from '../i18n/messages';

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
