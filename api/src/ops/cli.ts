import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { choosePaymentProvider } from '../plugins/payments';
import { runOperator, USAGE } from './operator';

// Operator commands on the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which
// only one process may open: stop the server first, or use PostgreSQL).
// pnpm passes a separating '--' through.
const argv = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
  console.log(USAGE);
  process.exit(argv.length === 0 ? 2 : 0);
}
const config = loadConfig(process.env, { secrets: false });
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let code = 1;
try {
  const result = await runOperator(database.db, argv, {
    read: (source) => (source === '-' ? text(process.stdin) : readFile(source, 'utf8')),
    // The provider the server uses (PAYMENT_PROVIDER and its keys): refunds go back where the money came from.
    payments: argv[0] === 'settle-refund' ? await choosePaymentProvider(config, () => database.db) : undefined,
    operatorPassword: process.env.OPERATOR_PASSWORD,
    // The audit log names the person at the shell, as the console names the signed-in operator.
    actor: `cli:${process.env.OPERATOR || process.env.RELEASE_BY || userInfo().username}`,
  });
  for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
  code = result.code;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
process.exit(code);
