import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVER_ONLY_EXPORTS, SHARED_LIBRARY_EXPORTS, type TreeShakenLibrary } from '../shared/src/contracts/shared-exports';

const LIBRARIES = Object.keys(SHARED_LIBRARY_EXPORTS) as TreeShakenLibrary[];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/test\//;

/** The exports of a library a build for the browser (or for Node, `server`) keeps. */
export function keptExports(lib: TreeShakenLibrary, server: boolean): string[] {
  const serverOnly: readonly string[] = SERVER_ONLY_EXPORTS[lib] ?? [];
  return SHARED_LIBRARY_EXPORTS[lib].filter((name) => server || !serverOnly.includes(name));
}

/**
 * Imports of a tree-shaken shared library in one source text that its kept exports do not cover; `server`:
 * the text runs only in a server render, where the server-only exports are kept too.
 */
export function unsupportedImports(text: string, server = false): string[] {
  const found: string[] = [];
  for (const lib of LIBRARIES) {
    const kept = keptExports(lib, server);
    const quoted = `['"]${lib.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}['"]`;
    // import/export { a, b as c, type D } from 'lib'
    for (const m of text.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
      if (m[1]) continue;
      for (const part of m[2].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (!name || name.startsWith('type ')) continue;
        if (!kept.includes(name)) found.push(`${lib}: ${name}`);
      }
    }
    // Whole-module imports cannot be checked export by export.
    for (const m of text.matchAll(
      new RegExp(`(?:import|export)\\s+(type\\s+)?(\\*\\s+as\\s+\\w+|\\*|\\w+)\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*${quoted}`, 'g'),
    )) {
      if (!m[1]) found.push(`${lib}: ${m[2]}`);
    }
    if (new RegExp(`import\\(\\s*${quoted}\\s*\\)`).test(text)) found.push(`${lib}: import()`);
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !TEST.test(file));
}

/** Fails the build of an app whose code (or the shared package's) imports an export the shared copies do not keep. */
export function assertSharedImports(appDir: string, sharedDir: string) {
  const problems = [appDir, sharedDir].flatMap((root) =>
    sources(join(root, 'src')).flatMap((file) =>
      unsupportedImports(readFileSync(file, 'utf8'), /[\\/]server[\\/]/.test(relative(root, file))).map((p) => `${relative(appDir, file)}: ${p}`),
    ),
  );
  if (problems.length) {
    throw new Error(`imports outside the shared libraries' kept exports (shared/src/contracts/shared-exports.ts):\n  ${problems.join('\n  ')}`);
  }
}
