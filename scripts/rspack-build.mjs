// Builds the app in the current folder with `rspack build`. rspack 2.3 has been seen to abort (SIGABRT, no
// message) while its process exits, after both builds were written; a build that dies by a signal runs once
// more, a build that fails with errors does not.
import { spawnSync } from 'node:child_process';

const build = () => spawnSync('rspack', ['build'], { stdio: 'inherit' });

let result = build();
// Through a shell a signal's death shows as status 128 + the signal's number.
if (result.signal || (result.status ?? 0) > 128) {
  console.error(`rspack build was killed (${result.signal ?? result.status}); building once more`);
  result = build();
}
process.exit(result.status ?? 1);
