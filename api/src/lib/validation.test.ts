import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp } from '../../test/helpers';
import { fieldLabel } from './validation';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

/** Every field name a route validates, read from the API's own OpenAPI document. */
function validatedFields(doc: { paths: Record<string, Record<string, Operation>> }): Set<string> {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | boolean | undefined) => {
    if (!schema || typeof schema !== 'object') return;
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(inner);
    }
    walk(schema.items);
    walk(schema.additionalProperties);
    for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) for (const inner of list ?? []) walk(inner);
  };
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) names.add(parameter.name);
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema);
    }
  }
  return names;
}

describe('field names in refusals', () => {
  it('every field a route validates has a label in all nine languages', () => {
    const fields = validatedFields((app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger());
    expect(fields.size).toBeGreaterThan(40);
    for (const field of fields) {
      const labels = LOCALES.map((locale) => fieldLabel(locale, [field]));
      expect(labels.every(Boolean), field).toBe(true);
      // A label is a word of the language, not the key itself (jp "ID" and the like aside, most differ).
      expect(new Set(labels).size, field).toBeGreaterThan(1);
    }
  });

  it('names the nearest labelled key of a nested path', () => {
    expect(fieldLabel('de', ['lines', 2, 'quantity'])).toBe('Menge');
    expect(fieldLabel('en', ['spec', 'a key the client chose'])).toBe('Specification');
    expect(fieldLabel('en', ['no-such-field'])).toBeUndefined();
  });

  it('a refused request in German names the field in German, never by its path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      headers: { 'accept-language': 'de' },
      payload: { lines: [{ skuId: 1, quantity: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.msg).toMatch(/^Ungültige Eingabe: Menge: /);
    expect(body.msg).not.toMatch(/body\.|lines\.|quantity/);
    expect(body.data.issues[0]).toMatchObject({ path: 'body.lines.0.quantity', field: 'Menge' });
  });

  it('names a query field in the request’s language', async () => {
    const en = await app.inject({ url: '/api/content/articles?page=0' });
    expect(en.json().msg).toMatch(/^Invalid input: Page: /);
    const ru = await app.inject({ url: '/api/content/articles?page=0', headers: { 'accept-language': 'ru' } });
    expect(ru.json().msg).toMatch(/^Неверные данные: Страница: /);
    const jp = await app.inject({ url: '/api/content/articles?page=0', headers: { 'accept-language': 'jp' } });
    expect(jp.json().msg).toMatch(/^入力が正しくありません：ページ：/);
  });
});
