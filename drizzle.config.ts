import { defineConfig } from 'drizzle-kit'

// Migrations are generated from server/db/schema.ts (`npm run db:generate`) and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
