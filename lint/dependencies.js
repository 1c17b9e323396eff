// Each workspace package lists what it imports and nothing else (run by `pnpm --filter @storefront/lint test`).
// A listed package counts as used when a file of the package imports or requires it, when a script runs
// one of its commands, when a tsconfig names its types, when a config file names it (a loader, a test
// environment), when it holds the types of a used package, or when a used package needs it as a peer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'var', 'coverage', 'test-results', 'playwright-report', '.git']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const CONFIG = /(?:^|\/)[^/]*config[^/]*\.[cm]?[jt]s$/;
const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`); null for relative paths and Node's own modules. */
export function packageOf(specifier) {
  // `#name` is a package's own subpath import (its package.json `imports`), not another package.
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

/**
 * Module specifiers a source text loads: import/export ... from at the start of a line (not an example in
 * a string), side-effect imports, import(), require() and require.resolve(), triple-slash type references.
 */
export function specifiersOf(text) {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/gm,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

/** The workspace folder a file's createRequire() resolves from, when it names another package's package.json. */
export function borrowsRequire(text) {
  return /createRequire\([^)]*['"]([\w-]+)\/package\.json['"]/.exec(text)?.[1] ?? null;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function filesUnder(dir, packageDirs) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Another workspace package's files belong to it.
      if (!SKIP.has(entry.name) && !packageDirs.has(full)) out.push(...filesUnder(full, packageDirs));
    } else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The workspace's packages: the root and every folder pnpm-workspace.yaml lists. */
export function workspacePackages(root = ROOT) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const dirs = [...block.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map((m) => path.join(root, m[1]));
  return [root, ...dirs.filter((dir) => statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false }))];
}

/** Commands a package provides (its `bin`), read from the copy installed for the package at dir. */
function binsOf(dir, name) {
  const pkg = readJson(path.join(dir, 'node_modules', name, 'package.json'));
  if (!pkg?.bin) return [];
  return typeof pkg.bin === 'string' ? [name.split('/').pop()] : Object.keys(pkg.bin);
}

/** Peers an installed package needs beside it. A workspace package's peers are not: its own folder has them. */
function peersOf(dir, name, spec) {
  if (String(spec).startsWith('workspace:')) return [];
  const pkg = readJson(path.join(dir, 'node_modules', name, 'package.json'));
  return Object.keys(pkg?.peerDependencies ?? {});
}

/** What one package imports that it does not list, and lists without using. */
export function checkPackage(dir, packageDirs, borrowed = []) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const specs = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const listed = new Set(Object.keys(specs));
  const used = new Set();
  const importedBy = new Map();
  const files = filesUnder(dir, packageDirs);
  for (const file of files) {
    const rel = path.relative(dir, file);
    if (SOURCE.test(file)) {
      const text = readFileSync(file, 'utf8');
      // A file that makes its require() from another package's package.json loads through that package.
      if (borrowsRequire(text)) continue;
      for (const specifier of specifiersOf(text)) {
        const name = packageOf(specifier);
        if (!name || name === pkg.name) continue;
        used.add(name);
        if (!importedBy.has(name)) importedBy.set(name, rel);
      }
      if (CONFIG.test(rel))
        for (const name of listed) if (new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^'"]*)?['"]`).test(text)) used.add(name);
    }
    if (/(?:^|\/)tsconfig[^/]*\.json$/.test(rel)) {
      for (const types of readJson(file)?.compilerOptions?.types ?? []) {
        const name = `@types/${types}`;
        used.add(name);
        if (!importedBy.has(name)) importedBy.set(name, rel);
      }
    }
  }
  for (const { file, specifier } of borrowed) {
    const name = packageOf(specifier);
    if (!name) continue;
    used.add(name);
    if (!importedBy.has(name)) importedBy.set(name, path.relative(dir, file));
  }
  const words = new Set(Object.values(pkg.scripts ?? {}).flatMap((script) => script.split(/[\s;&|()]+/)));
  for (const name of listed) if (binsOf(dir, name).some((bin) => words.has(bin))) used.add(name);
  // Types of a used package, and peers a used package needs, until nothing changes.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of listed) {
      if (used.has(name)) continue;
      const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : null;
      if ((typesOf && used.has(typesOf)) || [...used].some((other) => listed.has(other) && peersOf(dir, other, specs[other]).includes(name))) {
        used.add(name);
        grew = true;
      }
    }
  }
  const problems = [];
  for (const [name, file] of importedBy) if (!listed.has(name)) problems.push(`${pkg.name}: ${file} uses ${name}, which package.json does not list`);
  for (const name of listed) if (!used.has(name)) problems.push(`${pkg.name}: lists ${name}, which nothing in the package uses`);
  return problems;
}

/** Every problem in the workspace; empty when each package lists exactly what it uses. */
export function dependencyProblems(root = ROOT) {
  const dirs = workspacePackages(root);
  const packageDirs = new Set(dirs.filter((dir) => dir !== root));
  const borrowed = new Map(dirs.map((dir) => [dir, []]));
  for (const dir of dirs) {
    for (const file of filesUnder(dir, packageDirs)) {
      if (!SOURCE.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      const from = borrowsRequire(text);
      if (from) for (const specifier of specifiersOf(text)) borrowed.get(path.join(root, from))?.push({ file, specifier });
    }
  }
  return dirs.flatMap((dir) => checkPackage(dir, packageDirs, borrowed.get(dir)));
}
