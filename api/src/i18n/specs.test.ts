import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { specWords } from '../db/schema/catalog';
import { loadSpecWords, wordOptions } from './specs';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

it('words option codes from spec_words in the reader’s language, English where it has none, the code itself where nobody has one', async () => {
  // A code of this test only: the texts are one instance per process, shared by the files a worker runs.
  await app.db.insert(specWords).values([
    { locale: 'en', kind: 'value', code: 'seafoam-test', word: 'Seafoam' },
    { locale: 'de', kind: 'value', code: 'seafoam-test', word: 'Meeresschaum' },
  ]);
  const specs = [{ name: 'colour' }, { name: 'size' }];
  // Read when the database opens: a word written afterwards shows once the words are read again.
  expect(wordOptions('de', { colour: 'seafoam-test' }, specs)).toEqual({ Farbe: 'seafoam-test' });
  expect(await loadSpecWords(app.db)).toBeGreaterThan(2);
  expect(wordOptions('de', { size: 'm', colour: 'seafoam-test' }, specs)).toEqual({ Farbe: 'Meeresschaum', Größe: 'M' });
  expect(wordOptions('jp', { colour: 'seafoam-test' }, specs)).toEqual({ カラー: 'Seafoam' });
  expect(wordOptions('de', { colour: 'no-such-code', mystery: 'x' }, specs)).toEqual({ Farbe: 'no-such-code', mystery: 'x' });
});
