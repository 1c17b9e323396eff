import { defineConfig } from 'drizzle-kit';

// Generate after changing src/db/schema (serialised, several people generate in this repo):
//   flock /tmp/drizzle.lock pnpm --filter api db:generate --name <what-changed>
// Commit the SQL in drizzle/; never edit a migration once applied. Keep to PostgreSQL 15 features.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
