// Opens the configured database for a command-line tool (same variables as the service).
import { type Database, openDatabase } from '#src/db/client.ts';
import { parseEnv } from '#src/env.ts';

export async function openConfiguredDatabase(): Promise<Database> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.CONTENT_DATA_DIR });
}
