import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../routes/table';

const root = resolve(__dirname, '../../..');
const packages = readdirSync(root).filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mf-'));

function localeDirs(): string[] {
  const dirs: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    if (existsSync(join(dir, 'en.json'))) dirs.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(join(dir, entry.name));
  };
  // Each app keeps its namespaces under src/i18n: <locale>.json, or one folder per namespace.
  for (const pkg of packages) walk(join(root, pkg, 'src/i18n'));
  return dirs;
}

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const dirs = localeDirs();
  it('finds the namespaces of shell, shared and every remote that has one', () => {
    expect(dirs.length).toBeGreaterThanOrEqual(2);
  });
  for (const dir of dirs) {
    const name = dir.slice(root.length + 1);
    const en = flatten(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')));
    const allowed: Record<string, string[]> = existsSync(join(dir, 'same-as-en.json')) ? JSON.parse(readFileSync(join(dir, 'same-as-en.json'), 'utf8')) : {};
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${name}: ${locale} has every key, translated`, () => {
        const file = join(dir, `${locale}.json`);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const other = flatten(JSON.parse(readFileSync(file, 'utf8')));
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        const copies = Object.keys(en).filter((k) => other[k] === en[k] && !(allowed[locale] ?? []).includes(k));
        expect(copies, `untranslated copies of English in ${locale}`).toEqual([]);
        const empty = Object.keys(other).filter((k) => !other[k].trim());
        expect(empty).toEqual([]);
        const badVars = Object.keys(en).filter((k) => other[k] !== undefined && placeholders(other[k]).join() !== placeholders(en[k]).join());
        expect(badVars, 'placeholders differ').toEqual([]);
      });
    }
  }
});
