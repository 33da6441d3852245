// drizzle-kit: generates the SQL migrations in ./drizzle from src/db/schema.ts (`pnpm db:generate`).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
