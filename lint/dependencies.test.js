import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { borrowsRequire, dependencyProblems, packageOf, specifiersOf } from './dependencies.js';

describe('dependency lists', () => {
  it('every workspace package lists what it imports and nothing else', () => {
    assert.deepEqual(dependencyProblems(), []);
  });
});

describe('the dependency check', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-deps-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof text === 'string' ? text : JSON.stringify(text));
  };

  it('names a package imported but not listed, and one listed but never used', () => {
    write('pnpm-workspace.yaml', 'packages:\n  - app\n');
    write('package.json', { name: 'root', private: true });
    write('app/package.json', {
      name: 'app',
      dependencies: { axios: '1.0.0', 'left-pad': '1.0.0' },
      devDependencies: { vitest: '4.0.0' },
      scripts: { test: 'vitest run' },
    });
    // The command a script runs counts as a use: vitest's bin is read from its installed package.json.
    write('app/node_modules/vitest/package.json', { name: 'vitest', bin: { vitest: 'vitest.mjs' } });
    write('app/src/index.ts', "import axios from 'axios';\nimport { z } from 'zod';\nexport const x = [axios, z];\n");
    assert.deepEqual(dependencyProblems(root), [
      'app: src/index.ts uses zod, which package.json does not list',
      'app: lists left-pad, which nothing in the package uses',
    ]);
  });

  it('reads imports at the start of a line, dynamic imports and requires, not examples inside strings', () => {
    const text = [
      "import type { A } from '@scope/types-only';",
      'import {\n  b,\n} from "multi-line/sub";',
      "import 'side-effect';",
      "const lazy = () => IMPORT('lazy');",
      "const loader = REQUIRE.resolve('babel-loader');",
      "const sample = `import { Link } from 'react-router';`;",
      "import path from 'node:path';",
    ]
      .join('\n')
      // Spelled out here, these examples would count as this file's own imports.
      .replaceAll('IMPORT(', 'import(')
      .replaceAll('REQUIRE.', 'require.');
    assert.deepEqual(specifiersOf(text).map(packageOf).filter(Boolean).sort(), ['@scope/types-only', 'babel-loader', 'lazy', 'multi-line', 'side-effect']);
  });

  it("knows a file that resolves through another package's require", () => {
    assert.equal(borrowsRequire(`const require = createRequire(join(root, 'e2e/${'package'}.json'));`), 'e2e');
    assert.equal(borrowsRequire('const require = createRequire(import.meta.url);'), null);
  });
});
