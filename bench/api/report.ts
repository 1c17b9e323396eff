import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What one route measured under load. */
export interface RouteFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export const CEILING = 'no database (unknown /api path)';
const ROOT = path.resolve(import.meta.dirname, '../..');

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One table of routes, each beside the no-database ceiling measured in the same run. */
export function printRoutes(title: string, routes: Record<string, RouteFigures>) {
  const ceiling = routes[CEILING].rps;
  console.log(`\n${title}`);
  console.log(
    `  ${'route'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs no-db'.padStart(9)} ${'errors'.padStart(7)}`,
  );
  for (const [route, f] of Object.entries(routes)) {
    console.log(
      `  ${route.padEnd(34)} ${fmt(f.rps).padStart(9)} ${fmt(f.p50).padStart(7)} ${fmt(f.p99).padStart(7)} ${(fmt((f.rps / ceiling) * 100, 1) + '%').padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  }
}

/** Writes the run's figures, with the machine they were measured on, to var/bench/<name>.json. */
export async function writeFigures(name: string, figures: Record<string, unknown>) {
  const cpus = os.cpus();
  const file = path.join(ROOT, 'var', 'bench', `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    JSON.stringify({ at: new Date().toISOString(), cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, ...figures }, null, 2),
  );
  console.log(`\nfigures written to ${path.relative(ROOT, file)}`);
}
