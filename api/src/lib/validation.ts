import type { FastifySchemaCompiler } from 'fastify';
import { locales, safeParse, type ZodType } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import type { Locale } from '@storefront/shared/routes';
import { format, isMessageKey, text } from '../i18n/messages';

// Issues without a message of their own get this one; they are worded later in the request's language.
const DEFAULT_MESSAGE = '\u0000default';

export interface ValidationIssue {
  /** Where the value was, for a client that marks the field: `body.email`. Never shown to a person. */
  path: string;
  /** The field's name in the request's language, when the path names a field. */
  field?: string;
  message: string;
}

/** What the compiler hands to fastify; fastify puts the list on error.validation. */
export interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
  issue: $ZodIssue;
}

/** Like fastify-type-provider-zod's compiler, but keeps the raw issue so messages can be translated per request. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true, error: () => DEFAULT_MESSAGE });
    if (result.success) return { value: result.data };
    const entries: ZodValidationEntry[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: {},
      issue,
    }));
    return { error: entries as never };
  };

export function isZodValidation(validation: unknown): validation is ZodValidationEntry[] {
  return Array.isArray(validation) && validation.length > 0 && 'issue' in validation[0];
}

const ZOD_LOCALES: Record<Locale, () => { localeError: (issue: never) => unknown }> = {
  en: locales.en,
  cn: locales.zhCN,
  de: locales.de,
  es: locales.es,
  fr: locales.fr,
  jp: locales.ja,
  pt: locales.pt,
  ru: locales.ru,
  tw: locales.zhTW,
};
const errorMaps = new Map<Locale, (issue: never) => unknown>();

function defaultMessage(locale: Locale, issue: $ZodIssue): string {
  let map = errorMaps.get(locale);
  if (!map) errorMaps.set(locale, (map = ZOD_LOCALES[locale]().localeError));
  const out = map(issue as never);
  if (typeof out === 'string') return out;
  if (out && typeof out === 'object' && 'message' in out) return String(out.message);
  return 'Invalid input';
}

// A schema's own message that is a key (`validation.emailInvalid`), not a sentence.
const KEY = /^[\w-]+(\.[\w-]+)+$/;

/** A schema's own message: a server message key, a `shared` namespace key (the form's wording), or a sentence as written. */
function schemaMessage(locale: Locale, message: string): string {
  if (!KEY.test(message)) return message;
  if (isMessageKey(message)) return format(locale, message);
  return isMessageKey(message, 'shared') ? text(locale, 'shared', message) : message;
}

/**
 * The name of the field a path leads to, in the locale: the nearest key from the end that has a label, so
 * `body.lines.2.quantity` is "Quantity" and a client's own key under `spec` is "Specification".
 */
export function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && KEY_OF_FIELD.test(key) && isMessageKey(key, 'fields')) return text(locale, 'fields', key);
  }
  return undefined;
}
const KEY_OF_FIELD = /^[A-Za-z][\w-]{0,40}$/;

/** Each issue with its message in the locale and the field it names; `context` is body, querystring, params or headers. */
export function describeIssues(locale: Locale, entries: ZodValidationEntry[], context?: string): ValidationIssue[] {
  return entries.map(({ issue: outer }) => {
    // A record key that fails its own rule (a lone surrogate in a spec name) says why, not just "invalid key".
    const issue =
      outer.code === 'invalid_key' && outer.issues[0] && outer.issues[0].message !== DEFAULT_MESSAGE ? { ...outer.issues[0], path: outer.path } : outer;
    const message = issue.message === DEFAULT_MESSAGE ? defaultMessage(locale, issue) : schemaMessage(locale, issue.message);
    const path = [context, ...issue.path.map(pathSegment)].filter(Boolean).join('.');
    const field = fieldLabel(locale, issue.path);
    return field ? { path, field, message } : { path, message };
  });
}

/** Errors of a plain JSON schema (not zod): fastify's own messages, with the field they name. */
export function describeSchemaErrors(locale: Locale, errors: ReadonlyArray<{ instancePath: string; message?: string }>, context?: string): ValidationIssue[] {
  return errors.map(({ instancePath, message = '' }) => {
    const segments = instancePath.split('/').filter(Boolean);
    const path = [context, ...segments.map(pathSegment)].filter(Boolean).join('.');
    const field = fieldLabel(locale, segments);
    return field ? { path, field, message } : { path, message };
  });
}

/** A path segment as the message shows it: keys come from the client, so broken characters and length are cut. */
function pathSegment(segment: PropertyKey): string {
  const text = String(segment).replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return text.length > 40 ? `${[...text].slice(0, 40).join('')}…` : text;
}
