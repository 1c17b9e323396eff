// Each import boundary of `pnpm lint`, proved by a scratch import it must refuse: a wall that lets the
// forbidden import through fails here, not months later in review.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** Rule ids ESLint reports for `code` as if it were the file at `file` (the file need not exist). */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

describe('import walls refuse a scratch import', () => {
  const cases = [
    ['a route folder reaching into another domain', 'api/src/routes/cart/scratch.ts', "import '../order/holds';", 'import-x/no-restricted-paths'],
    ['a plugin importing a route', 'api/src/plugins/scratch.ts', "import '../routes/cart/service';", 'import-x/no-restricted-paths'],
    ['the API importing the release tooling', 'api/src/scratch.ts', "import '../../releases/src/build';", 'import-x/no-restricted-paths'],
    ['the release tooling importing the API', 'releases/src/scratch.ts', "import '../../api/src/config';", 'import-x/no-restricted-paths'],
    ['the registry importing the API', 'registry/src/scratch.ts', "import '../../api/src/config';", 'import-x/no-restricted-paths'],
    ["a payment provider reading the shop's tables", 'api/src/plugins/payments/scratch.ts', "import '../../db/schema/orders';", 'import-x/no-restricted-paths'],
    ['the order domain importing the payment routes', 'api/src/routes/order/scratch.ts', "import '../pay/service';", 'import-x/no-restricted-paths'],
    ['the API importing the demo shop', 'api/src/scratch.ts', "import '../../demo-shop/src/seed';", 'import-x/no-restricted-paths'],
    ['the demo shop reaching into the API sources', 'demo-shop/src/scratch.ts', "import '../../api/src/db/index';", 'import-x/no-restricted-paths'],
    ['a remote importing another remote', 'mf-catalog/src/scratch.ts', "import '../../mf-account/src/main';", 'import-x/no-restricted-paths'],
    ['the shell importing a remote', 'shell/src/scratch.ts', "import '../../mf-catalog/src/main';", 'import-x/no-restricted-paths'],
    ['shared importing an app', 'shared/src/scratch.ts', "import '../../shell/src/main';", 'import-x/no-restricted-paths'],
    ['a feature importing another feature', 'mf-catalog/src/features/home/scratch.ts', "import '../reviews/model';", 'import-x/no-restricted-paths'],
    ['the journeys reaching into the API sources', 'e2e/tests/scratch.ts', "import '../../api/src/config';", 'import-x/no-restricted-paths'],
    ['the benchmarks reaching into the API sources', 'bench/api/scratch.ts', "import '../../api/src/app';", 'import-x/no-restricted-paths'],
    ['the journeys reaching into shared sources', 'e2e/tests/scratch.ts', "import '../../shared/src/routes/table';", 'import-x/no-restricted-paths'],
  ];
  for (const [name, file, code, rule] of cases) {
    it(`refuses ${name}`, async () => {
      assert.ok((await refusals(file, `${code}\n`)).includes(rule), `${file}: ${code} was let through`);
    });
  }

  it('lets a route folder use another domain through its service', async () => {
    assert.deepEqual(await refusals('api/src/routes/cart/scratch.ts', "import '../order/service';\n"), []);
  });
});

describe('the cycle rule', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sf-cycle-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules that import each other, types only included', async () => {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    const config = (await import('./cycles.cjs')).default;
    const result = await cruise([dir], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
    const rules = result.output.summary.violations.map((v) => v.rule.name);
    assert.ok(rules.includes('no-circular'), 'a circle of two modules was let through');
  });
});
