import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canaryRefusal } from '@storefront/registry/canary';
import { readHealthSnapshot } from '@storefront/registry/canary-health';
import type { SideVitals } from '@storefront/registry/canary';
import { currentShellDir, DEFAULT_OVERRIDE_ORIGINS, replaceOverrideOrigins, SHELL, type ReleaseTarget } from '@storefront/registry/document';
import { fileRegistryStore } from '@storefront/registry/file-store';
import { postgresRegistryStore } from '@storefront/registry/postgres-store';
import type { RegistryStore } from '@storefront/registry/store';
import { REMOTES, type RemoteName } from '@storefront/shared/routes';
import { buildRemote, newBuildId, validBuildId } from './build';
import { readShellShared, type ShellShared } from './check';
import { toolConfig, type ToolConfig } from './config';
import { openRegistryDatabase } from './database';
import { listReleases, packageVersion, promoteRemote, publishBuild, releaseBuild, rollbackRemote, stagingDir } from './publish';
import { remoteFromArg, REMOTE_DIRS, REPO_ROOT, workspaceDir } from './workspace';

const USAGE = `usage:
  pnpm release <remote> [--label <text>] [--build-id <id>] [--shell <shell dist folder>] [--canary <percent> [--auto-promote]]
  pnpm release promote <remote>          the running canary becomes current for everyone
  pnpm release shell [<remote>] [--label <text>] [--build-id <id>]   the shell, then (optionally) a remote against it
  pnpm rollback <remote|shell> [--to <version>]   while a canary runs: ends it
  pnpm releases [remote|shell]
  pnpm --filter @storefront/releases exec tsx src/cli.ts origins [--set <origin,...> | --reset]
  pnpm --filter @storefront/releases publish-builds
remote: ${REMOTES.map((r) => `${r} (${REMOTE_DIRS[r]})`).join(', ')}
environment: DATA_DIR or RELEASES_DIR (where releases/ lives), DATABASE_URL (the registry of every instance), BUILD_ID, BUILD_LABEL, RELEASE_BY`;

class UsageError extends Error {}

/** What every command works on: the configuration and the registry it changes. */
interface Context {
  config: ToolConfig;
  registry: RegistryStore;
}

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
async function publishBuilds({ registry }: Context) {
  // The built shell becomes the first shell release, so pnpm rollback shell has something to go back to.
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  if (await isFile(path.join(shellDist, 'index.html'))) {
    const result = await publishBuild(SHELL, shellDist, { registry, onlyIfNew: true });
    console.log(
      `shell: ${result.version} (${result.created ? 'published' : 'already published'}, ${result.madeCurrent ? 'now current' : 'kept current as it was'})`,
    );
  }
  for (const remote of REMOTES) {
    const dist = path.join(REPO_ROOT, REMOTE_DIRS[remote], 'dist');
    if (!(await isFile(path.join(dist, 'mf-manifest.json')))) {
      console.warn(`warning: ${remote}: no build in ${path.relative(REPO_ROOT, dist)} (mf-manifest.json missing), skipped`);
      continue;
    }
    const result = await publishBuild(remote, dist, { registry, onlyIfNew: true });
    const current = (await registry.read()).remotes[remote]?.current;
    const what = result.madeCurrent ? 'now current' : current === result.version ? 'already current' : `kept ${current} current`;
    console.log(`${remote}: ${result.version} (${result.created ? 'published' : 'already published'}, ${what})`);
  }
}

/** A share of shoppers for --canary: a number above 0 and below 100. */
function percentArg(value: string): number {
  const percent = Number(value.replace(/%$/, ''));
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100)
    throw new UsageError(`--canary ${value}: give a share of shoppers above 0 and below 100, e.g. --canary 10`);
  return percent;
}

interface ReleaseRun {
  buildId: string;
  label: string;
  shellOverride?: string;
  canary?: { percent: number; autoPromote?: boolean };
}

/** Builds, checks and releases one remote or the shell; false (with the reason printed) when refused. */
async function releaseOne({ config, registry }: Context, target: ReleaseTarget, run: ReleaseRun): Promise<boolean> {
  const { buildId, label, canary } = run;
  const version = `${await packageVersion(path.join(REPO_ROOT, workspaceDir(target)))}-${buildId}`;
  let shell: ShellShared | null = null;
  if (target !== SHELL) {
    const document = await registry.read();
    // Checked against the shell shoppers are served: the current shell release, else the built shell.
    const shellDist = path.resolve(run.shellOverride ?? currentShellDir(document, registry.releasesDir) ?? config.shellDist);
    shell = await readShellShared(shellDist);
    if (!shell) {
      console.error(
        `refused: no shell build at ${shellDist} (mf-manifest.json) to check ${target} against. Build the shell (pnpm --filter shell build) or pass --shell <the deployed shell's dist folder>.`,
      );
      process.exitCode = 1;
      return false;
    }
    const refusal = canary ? canaryRefusal(document.remotes[target], canary.percent) : null;
    if (refusal) {
      console.error(`refused: ${refusal}`);
      process.exitCode = 1;
      return false;
    }
  }

  const staging = stagingDir(target, version, { registry });
  try {
    console.error(`building ${workspaceDir(target)} ${version}${label ? ` (label "${label}")` : ''}...`);
    await buildRemote({ remote: target, buildId, version, label, outDir: staging });
    const result = await releaseBuild(target, staging, { version, shell, label, move: true, registry, canary });
    if (!result.ok) {
      console.error(`refused: ${result.error}`);
      process.exitCode = 1;
      return false;
    }
    for (const warning of result.data.warnings) console.warn(`warning: ${warning}`);
    if (result.data.canaryPercent !== undefined) {
      console.log(
        `${target}: ${result.data.version} is a canary for ${result.data.canaryPercent}% of shoppers (${result.data.replaced} stays current for the others)`,
      );
    } else console.log(`${target}: ${result.data.version} is current${result.data.replaced ? ` (replaced ${result.data.replaced})` : ''}`);
    return true;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function release(context: Context, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      'build-id': { type: 'string' },
      shell: { type: 'string' },
      canary: { type: 'string' },
      'auto-promote': { type: 'boolean' },
    },
  });
  if (positionals[0] === 'promote') return promote(context, remoteArg(positionals[1]));
  const buildId = values['build-id'] ?? process.env.BUILD_ID ?? newBuildId();
  if (!validBuildId(buildId)) throw new UsageError(`BUILD_ID "${buildId}": use letters, digits, dot, dash, underscore (at most 64)`);
  const label = values.label ?? process.env.BUILD_LABEL ?? '';
  const canary = values.canary !== undefined ? { percent: percentArg(values.canary), autoPromote: values['auto-promote'] ?? false } : undefined;
  if (!canary && values['auto-promote']) throw new UsageError('--auto-promote goes with --canary <percent>');
  const run: ReleaseRun = { buildId, label, shellOverride: values.shell, canary };

  if (positionals[0] === SHELL) {
    // pnpm release shell [remote]: the shell first, then the remote checked against that new shell.
    const remote = positionals[1] ? remoteArg(positionals[1]) : null;
    if (canary && !remote) throw new UsageError('--canary applies to remotes only: the shell is released to everyone at once');
    if (values.shell) throw new UsageError('--shell names a shell to check a remote against; pnpm release shell builds a new one');
    if (!(await releaseOne(context, SHELL, { ...run, canary: undefined }))) return;
    if (remote) await releaseOne(context, remote, run);
    return;
  }
  await releaseOne(context, remoteArg(positionals[0]), run);
}

async function promote({ registry }: Context, remote: RemoteName) {
  const result = await promoteRemote(remote, { registry });
  if (!result.ok) {
    console.error(`refused: ${result.error}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `${remote}: ${result.data.version} is current for everyone (promoted from canary${result.data.replaced ? `, replaced ${result.data.replaced}` : ''})`,
  );
}

function targetArg(value: string | undefined): ReleaseTarget {
  return value === SHELL ? SHELL : remoteArg(value);
}

async function rollback({ registry }: Context, args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { to: { type: 'string' } } });
  const target = targetArg(positionals[0]);
  const result = await rollbackRemote(target, { to: values.to, registry });
  if (!result.ok) {
    console.error(`refused: ${result.error}`);
    process.exitCode = 1;
    return;
  }
  if (result.data.endedCanary) console.log(`${target}: canary ${result.data.replaced} ended, ${result.data.version} stays current`);
  else console.log(`${target}: ${result.data.version} is current (rolled back from ${result.data.replaced})`);
}

/** 90s, 12m, 3h 5m: how long a canary has run. */
function age(since: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(since)) / 1000));
  if (seconds < 120) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 120 ? `${minutes}m` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const side = (s: { served: number; failing: number }) => `${s.failing} failing of ${s.served} served`;

/** p75 INP, LCP and CLS with the clients behind each, e.g. `INP 180 ms (42), LCP 1,900 ms (40), CLS 0.020 (40)`. */
function vitalsLine(v: SideVitals | undefined): string {
  if (!v) return '';
  const ms = (n: number | null) => (n === null ? '-' : `${Math.round(n).toLocaleString('en')} ms`);
  return `INP ${ms(v.p75.INP)} (${v.clients.INP}), LCP ${ms(v.p75.LCP)} (${v.clients.LCP}), CLS ${v.p75.CLS === null ? '-' : v.p75.CLS.toFixed(3)} (${v.clients.CLS})`;
}

async function list({ registry }: Context, args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const target = positionals[0] ? targetArg(positionals[0]) : undefined;
  const releasesDir = registry.releasesDir;
  const snapshot = await readHealthSnapshot(releasesDir);
  for (const listing of await listReleases(target, { registry })) {
    console.log(
      `${listing.remote}  current: ${listing.current ?? (listing.remote === SHELL ? '(the built shell, shell/dist)' : '(not released)')}  last good before it: ${listing.previousGood ?? '-'}`,
    );
    const canary = listing.canary;
    if (canary) {
      console.log(
        `  canary: ${canary.version} for ${canary.percent}% of shoppers, running ${age(canary.startedAt)} (since ${canary.startedAt}, by ${canary.by})${canary.autoPromote ? ', promotes itself when quiet' : ''}`,
      );
      const health = snapshot?.canaries.find((c) => c.remote === listing.remote && c.version === canary.version);
      if (health) {
        console.log(
          `  health over the last ${snapshot!.windowSeconds}s (checked ${age(snapshot!.checkedAt)} ago): canary ${side(health.canaryStats)}, stable ${side(health.stableStats)}`,
        );
        if (health.canaryVitals)
          console.log(`  p75 of real page views (clients): canary ${vitalsLine(health.canaryVitals)}; stable ${vitalsLine(health.stableVitals)}`);
      } else console.log('  health: not checked yet (the server checks every CANARY_CHECK_SECONDS)');
    }
    for (const v of listing.versions) {
      const mark = v.current ? '*' : canary?.version === v.version ? '~' : ' ';
      const when = v.releasedAt ? `released ${v.releasedAt} by ${v.by}` : canary?.version === v.version ? 'canary' : 'never current';
      const notes = [v.rolledBack ? 'rolled back' : '', v.label ? `label "${v.label}"` : ''].filter(Boolean).join(', ');
      console.log(`  ${mark} ${v.version.padEnd(36)} ${when}${notes ? `  (${notes})` : ''}`);
      const vitals = snapshot?.vitals?.[listing.remote as RemoteName]?.[v.version];
      if (vitals) console.log(`      vitals p75 over the last ${snapshot!.windowSeconds}s (clients): ${vitalsLine(vitals)}`);
    }
    const lines = [
      ...listing.history.map((h) => ({
        at: h.releasedAt,
        text: `${(h.action ?? 'release').padEnd(10)}  ${h.version}  by ${h.by}${h.replaced ? `, replaced ${h.replaced}` : ''}`,
      })),
      ...listing.canaryEvents.map((e) => ({
        at: e.at,
        text: `${(e.action === 'canary' ? 'canary' : e.action === 'end' ? 'canary end' : 'canary ok').padEnd(10)}  ${e.version}${e.percent !== undefined ? ` (${e.percent}%)` : ''}  by ${e.by}${e.reason ? `: ${e.reason}` : ''}`,
      })),
    ];
    if (lines.length) {
      console.log('  history:');
      for (const line of lines.sort((a, b) => b.at.localeCompare(a.at))) console.log(`    ${line.at}  ${line.text}`);
    }
  }
  console.log(`releases folder: ${releasesDir}`);
}

async function origins({ registry }: Context, args: string[]) {
  const { values } = parseArgs({ args, options: { set: { type: 'string' }, reset: { type: 'boolean' } } });
  let list: string[];
  if (values.reset) list = await registry.update((r) => replaceOverrideOrigins(r, null));
  else if (values.set !== undefined) {
    const wanted = values.set
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    for (const o of wanted)
      if (!/^https?:\/\/[^/]+$/.test(o)) throw new UsageError(`"${o}" is not an origin such as http://localhost:* or https://dev.example.com`);
    list = await registry.update((r) => replaceOverrideOrigins(r, wanted));
  } else list = (await registry.read()).overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS;
  console.log(list.length ? `development overrides allowed from: ${list.join(', ')}` : 'development overrides are off');
}

async function main(context: Context, [command, ...args]: string[]) {
  switch (command) {
    case 'publish-builds':
      return publishBuilds(context);
    case 'release':
      return release(context, args);
    case 'rollback':
      return rollback(context, args);
    case 'list':
      return list(context, args);
    case 'origins':
      return origins(context, args);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'which command?');
  }
}

/** With DATABASE_URL the registry every instance serves is the database's: the command changes that one. */
async function withRegistry(run: (context: Context) => Promise<void>) {
  const config = toolConfig(process.env);
  if (!config.databaseUrl) return run({ config, registry: fileRegistryStore(config.releasesDir) });
  const database = await openRegistryDatabase(config.databaseUrl);
  try {
    await run({ config, registry: postgresRegistryStore({ releasesDir: config.releasesDir, db: database.db }) });
  } finally {
    await database.close();
  }
}

withRegistry((context) => main(context, process.argv.slice(2))).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
