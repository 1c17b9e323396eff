import axios, { type AxiosError } from 'axios';
import type { Envelope } from '@storefront/shared/envelope';

/**
 * The console's own client: the shop's client sends the shopper's token and turns 403 into a trip to
 * /error, where the console shows the server's message in place. The operator's token lives in this
 * tab's sessionStorage only (closing the tab signs out of the browser's side), never in the shop's keys.
 */
export const SESSION_KEY = 'sf:backoffice:session';

/** A refusal of the console API, with the message the server wrote in the console's language. */
export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

let language = 'en';
/** The console's language: the server writes its messages in it. */
export function setApiLanguage(locale: string) {
  language = locale;
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function savedToken(): string | null {
  return storage()?.getItem(SESSION_KEY) ?? null;
}

export function saveToken(token: string | null) {
  if (token) storage()?.setItem(SESSION_KEY, token);
  else storage()?.removeItem(SESSION_KEY);
}

const client = axios.create({ baseURL: '/api/backoffice', validateStatus: () => true });

/** Called when the server no longer knows the session (expired, signed out elsewhere). */
let onSignedOut: () => void = () => {};
export function whenSignedOut(listener: () => void) {
  onSignedOut = listener;
}

/** Share of a request's body sent so far, 0 to 1 (an upload's progress). */
type Progress = (sent: number) => void;

async function send<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, body?: unknown, token = savedToken(), onProgress?: Progress): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers.Authorization = `Operator ${token}`;
  let res;
  try {
    res = await client.request<Envelope<T>>({
      method,
      url,
      data: body,
      headers,
      onUploadProgress: onProgress && ((event) => event.total && onProgress(event.loaded / event.total)),
    });
  } catch (e) {
    throw new ConsoleError((e as AxiosError).message, 0);
  }
  const envelope = res.data;
  if (res.status === 200 && envelope?.status === 200) return envelope.data;
  if (res.status === 401 && url !== '/login') onSignedOut();
  throw new ConsoleError(envelope?.msg || res.statusText, res.status);
}

export const get = <T>(url: string, params?: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return send<T>('get', qs ? `${url}?${qs}` : url);
};
export const post = <T>(url: string, body: unknown = {}, token?: string) => send<T>('post', url, body, token);
export const put = <T>(url: string, body: unknown) => send<T>('put', url, body);
export const del = <T>(url: string) => send<T>('delete', url);
/** One file as the multipart field "file", reporting how much of it was sent. */
export function upload<T>(url: string, file: Blob, onProgress?: Progress) {
  const form = new FormData();
  form.append('file', file);
  return send<T>('post', url, form, undefined, onProgress);
}

/** The public catalogue (no operator token): finding a product's SKUs. */
export async function publicGet<T>(url: string): Promise<T> {
  const res = await axios.get<Envelope<T>>(url, { validateStatus: () => true, headers: { 'Accept-Language': language } });
  if (res.status === 200 && res.data?.status === 200) return res.data.data;
  throw new ConsoleError(res.data?.msg || res.statusText, res.status);
}
