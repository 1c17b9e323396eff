/**
 * A separate process that takes the lock of an embedded database folder and holds it until killed:
 * `node --import tsx test/hold-data-lock.ts <dir> <staleMs> <heartbeatMs>`; prints "ready <pid>" once held.
 * Only the lock: opening PGlite itself takes seconds and is not what is being tested.
 */
import { acquireDataLock } from '../src/db/data-lock';

const [dir, staleMs, heartbeatMs] = process.argv.slice(2);
const release = await acquireDataLock(dir, { staleMs: Number(staleMs), heartbeatMs: Number(heartbeatMs) });
process.stdout.write(`ready ${process.pid}\n`);
setInterval(() => {}, 1 << 30);
process.on('SIGTERM', () => {
  void release().then(() => process.exit(0));
});
