/** Every answer of the store API: body status 200 is success; anything else carries a msg to show. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** Body status meaning the session is missing, expired or revoked. */
export const AUTH_FAILED = 410000;

export const API_HEADERS = {
  host: 'x-host',
  realIp: 'x-real-ip',
  forwardedFor: 'x-forwarded-for',
  certificate: 'x-certificate-type',
  lang: 'accept-language',
} as const;
