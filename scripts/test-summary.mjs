// Adds up the closing lines of every vitest and Playwright run in a log into one plain summary line.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const line of text.split('\n')) {
  // vitest: "      Tests  120 passed | 2 skipped (122)"
  const v = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (v) {
    lines.push(line.trim());
    passed += Number(v[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(v[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(v[1].match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  // Playwright: "  42 passed (1.2m)", "  1 failed", "  2 skipped", "  1 flaky"
  const p = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)(?: \(.*\))?\s*$/);
  if (p) {
    lines.push(`Playwright: ${line.trim()}`);
    const n = Number(p[1]);
    if (p[2] === 'passed' || p[2] === 'flaky') passed += n;
    else if (p[2] === 'failed') failed += n;
    else skipped += n;
  }
}
console.log('');
for (const l of lines) console.log(l);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
