import { defineConfig } from 'drizzle-kit';

// Generate after changing src/db/schema (serialised, several people generate in this repo):
//   flock /tmp/drizzle.lock pnpm --filter api db:generate --name <what-changed>
// Commit the SQL in drizzle/; never edit a migration once applied. Keep to PostgreSQL 15 features.
export default defineConfig({
  dialect: 'postgresql',
  // The shop's tables, and the payment providers' own ones beside their code.
  schema: ['./src/db/schema/*.ts', './src/plugins/payments/sandbox-table.ts', './src/plugins/payments/stripe-table.ts'],
  out: './drizzle',
});
