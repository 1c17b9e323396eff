import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES } from '@storefront/shared/routes';
import { REPO_ROOT } from '../config';
import { publishBuild, readRegistry, REMOTE_DIRS } from './registry';

async function isFile(p: string) {
  return stat(p).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Publishes every built remote (<folder>/dist with an mf-manifest.json); missing builds are skipped. */
async function publishBuilds() {
  for (const remote of REMOTES) {
    const dist = path.join(REPO_ROOT, REMOTE_DIRS[remote], 'dist');
    if (!(await isFile(path.join(dist, 'mf-manifest.json')))) {
      console.warn(`warning: ${remote}: no build in ${path.relative(REPO_ROOT, dist)} (mf-manifest.json missing), skipped`);
      continue;
    }
    const result = await publishBuild(remote, dist);
    const what = result.madeCurrent ? 'now current' : 'already current';
    console.log(`${remote}: ${result.version} (${result.created ? 'published' : 'already published'}, ${what})`);
  }
}

async function list() {
  const registry = await readRegistry();
  for (const remote of REMOTES) {
    const record = registry.remotes[remote];
    console.log(`${remote}: ${record?.current ?? '(not released)'}`);
    for (const h of [...(record?.history ?? [])].reverse()) {
      console.log(`  ${h.releasedAt}  ${h.version}  by ${h.by}${h.replaced ? `  (replaced ${h.replaced})` : ''}`);
    }
  }
}

const USAGE = 'usage: tsx src/releases/cli.ts <publish-builds | list>';

async function main(command: string | undefined) {
  switch (command) {
    case 'publish-builds':
      return publishBuilds();
    case 'list':
      return list();
    case 'release':
    case 'rollback':
      console.error(`${command}: not available yet. ${USAGE}`);
      process.exitCode = 2;
      return;
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
