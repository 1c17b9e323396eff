import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '@storefront/shared/routes';
import { loadConfig, REPO_ROOT } from '../config';
import { buildRemote, newBuildId, validBuildId } from './build';
import { readShellShared } from './check';
import {
  DEFAULT_OVERRIDE_ORIGINS,
  listReleases,
  packageVersion,
  publishBuild,
  readRegistry,
  releaseBuild,
  remoteFromArg,
  REMOTE_DIRS,
  rollbackRemote,
  setOverrideOrigins,
  stagingDir,
} from './registry';

const USAGE = `usage:
  pnpm release <remote> [--label <text>] [--build-id <id>] [--shell <shell dist folder>]
  pnpm rollback <remote> [--to <version>]
  pnpm releases [remote]
  pnpm --filter api exec tsx src/releases/cli.ts origins [--set <origin,...> | --reset]
  pnpm --filter api exec tsx src/releases/cli.ts publish-builds
remote: ${REMOTES.map((r) => `${r} (${REMOTE_DIRS[r]})`).join(', ')}
environment: DATA_DIR (where releases/ lives), BUILD_ID, BUILD_LABEL, RELEASE_BY`;

class UsageError extends Error {}

async function isFile(p: string) {
  return stat(p).then(
    (s) => s.isFile(),
    () => false,
  );
}

function remoteArg(value: string | undefined) {
  const remote = remoteFromArg(value);
  if (!remote) throw new UsageError(value ? `unknown remote "${value}"` : 'which remote?');
  return remote;
}

/**
 * Publishes every built remote (<folder>/dist with an mf-manifest.json) at server start; missing builds are
 * skipped. A dist published before does not replace what an operator made current since.
 */
async function publishBuilds() {
  for (const remote of REMOTES) {
    const dist = path.join(REPO_ROOT, REMOTE_DIRS[remote], 'dist');
    if (!(await isFile(path.join(dist, 'mf-manifest.json')))) {
      console.warn(`warning: ${remote}: no build in ${path.relative(REPO_ROOT, dist)} (mf-manifest.json missing), skipped`);
      continue;
    }
    const result = await publishBuild(remote, dist, { onlyIfNew: true });
    const current = (await readRegistry()).remotes[remote]?.current;
    const what = result.madeCurrent ? 'now current' : current === result.version ? 'already current' : `kept ${current} current`;
    console.log(`${remote}: ${result.version} (${result.created ? 'published' : 'already published'}, ${what})`);
  }
}

async function release(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { label: { type: 'string' }, 'build-id': { type: 'string' }, shell: { type: 'string' } },
  });
  const remote = remoteArg(positionals[0]);
  const config = loadConfig();
  const buildId = values['build-id'] ?? process.env.BUILD_ID ?? newBuildId();
  if (!validBuildId(buildId)) throw new UsageError(`BUILD_ID "${buildId}": use letters, digits, dot, dash, underscore (at most 64)`);
  const label = values.label ?? process.env.BUILD_LABEL ?? '';
  const version = `${await packageVersion(path.join(REPO_ROOT, REMOTE_DIRS[remote]))}-${buildId}`;
  const shellDist = path.resolve(values.shell ?? config.shellDist ?? path.join(REPO_ROOT, 'shell', 'dist'));
  const shell = await readShellShared(shellDist);
  if (!shell) {
    console.error(`refused: no shell build at ${shellDist} (mf-manifest.json) to check ${remote} against. Build the shell (pnpm --filter shell build) or pass --shell <the deployed shell's dist folder>.`);
    process.exitCode = 1;
    return;
  }

  const staging = stagingDir(remote, version, { releasesDir: config.releasesDir });
  try {
    console.error(`building ${REMOTE_DIRS[remote]} ${version}${label ? ` (label "${label}")` : ''}...`);
    await buildRemote({ remote, buildId, version, label, outDir: staging });
    const result = await releaseBuild(remote, staging, { version, shell, label, move: true, releasesDir: config.releasesDir });
    if (!result.ok) {
      console.error(`refused: ${result.error}`);
      process.exitCode = 1;
      return;
    }
    for (const warning of result.data.warnings) console.warn(`warning: ${warning}`);
    console.log(`${remote}: ${result.data.version} is current${result.data.replaced ? ` (replaced ${result.data.replaced})` : ''}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function rollback(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { to: { type: 'string' } } });
  const remote = remoteArg(positionals[0]);
  const result = await rollbackRemote(remote, { to: values.to, releasesDir: loadConfig().releasesDir });
  if (!result.ok) {
    console.error(`refused: ${result.error}`);
    process.exitCode = 1;
    return;
  }
  console.log(`${remote}: ${result.data.version} is current (rolled back from ${result.data.replaced})`);
}

async function list(args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const remote = positionals[0] ? remoteArg(positionals[0]) : undefined;
  const releasesDir = loadConfig().releasesDir;
  for (const listing of await listReleases(remote, { releasesDir })) {
    console.log(`${listing.remote}  current: ${listing.current ?? '(not released)'}  last good before it: ${listing.previousGood ?? '-'}`);
    for (const v of listing.versions) {
      const mark = v.current ? '*' : ' ';
      const when = v.releasedAt ? `released ${v.releasedAt} by ${v.by}` : 'never current';
      const notes = [v.rolledBack ? 'rolled back' : '', v.label ? `label "${v.label}"` : ''].filter(Boolean).join(', ');
      console.log(`  ${mark} ${v.version.padEnd(36)} ${when}${notes ? `  (${notes})` : ''}`);
    }
    if (listing.history.length) {
      console.log('  history:');
      for (const h of [...listing.history].reverse()) {
        console.log(`    ${h.releasedAt}  ${(h.action ?? 'release').padEnd(8)}  ${h.version}  by ${h.by}${h.replaced ? `, replaced ${h.replaced}` : ''}`);
      }
    }
  }
  console.log(`releases folder: ${releasesDir}`);
}

async function origins(args: string[]) {
  const { values } = parseArgs({ args, options: { set: { type: 'string' }, reset: { type: 'boolean' } } });
  const releasesDir = loadConfig().releasesDir;
  let list: string[];
  if (values.reset) list = await setOverrideOrigins(null, { releasesDir });
  else if (values.set !== undefined) {
    const wanted = values.set.split(',').map((o) => o.trim()).filter(Boolean);
    for (const o of wanted) if (!/^https?:\/\/[^/]+$/.test(o)) throw new UsageError(`"${o}" is not an origin such as http://localhost:* or https://dev.example.com`);
    list = await setOverrideOrigins(wanted, { releasesDir });
  } else list = (await readRegistry({ releasesDir })).overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS;
  console.log(list.length ? `development overrides allowed from: ${list.join(', ')}` : 'development overrides are off');
}

async function main([command, ...args]: string[]) {
  switch (command) {
    case 'publish-builds':
      return publishBuilds();
    case 'release':
      return release(args);
    case 'rollback':
      return rollback(args);
    case 'list':
      return list(args);
    case 'origins':
      return origins(args);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'which command?');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
