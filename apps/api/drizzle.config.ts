import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it diffs the schema against the committed
// migrations. The server and the CLI migrate with the same folder on either engine.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
