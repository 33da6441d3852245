// Opens the database — embedded PGlite (on disk or in memory) or PostgreSQL — and applies the migrations.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PACKAGE_ROOT } from '#src/env.ts';
import { type FileStore, openFileStore } from './files.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or a throw-away in-memory PGlite. */
export type DatabaseOption =
  | { url: string }
  | { dataDir: string }
  /** In memory, optionally starting from a `snapshot()` of another PGlite database (fast test set-up). */
  | { memory: true; snapshot?: Blob };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Where visitors' CVs are kept: files beside the embedded database (`<dataDir>/files`, a temporary directory for an
   * in-memory one); null on PostgreSQL, which keeps them in the row (decision 045).
   */
  files: FileStore | null;
  /** Runs `fn` while holding a lock that other instances on the same database also take (start-up work). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, loadable with `{ memory: true, snapshot }`. */
  snapshot?(): Promise<Blob>;
  /** Cheap liveness check for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** From the package root, so the compiled service (dist/) finds them as the sources (src/db/) do. */
const MIGRATIONS = path.join(PACKAGE_ROOT, 'drizzle');
const STARTUP_LOCK = 4_000_451;

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly memory, which never shrinks: initdb's default of
 * 128 MB made the content service hold ≈ 400 MB after start-up (issue 12's budget is 300). A cinema's database is a few
 * tens of megabytes and its files sit in the operating system's page cache anyway; 16 MB of buffers took the opened
 * demo database from ≈ 330 to ≈ 200 MB (measured with the demo data, `show shared_buffers` confirms the setting).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
/** The extensions the migrations create: pg_trgm for the search's typo-tolerant titles (migration 0010). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Whether an embedded database in `dataDir` would be created on opening: no directory, or an empty one (made
 * beforehand by a `mkdir` or a container volume). `main.ts` has a child process create and seed such a database, so
 * the service's own WebAssembly memory and malloc arenas never hold the seeding (≈ 700 MiB peak, ≈ 100 MiB more RSS
 * after the bench's load when seeded in the service, issue 12).
 */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

export async function openDatabase(option: DatabaseOption): Promise<Database> {
  if ('url' in option) return openPostgres(option.url);
  let client: PGlite;
  let filesDir: string;
  /** An in-memory database's files go with it. */
  let temporaryFiles = false;
  if ('dataDir' in option) {
    // PGlite fails with ENOENT when the parent folder is missing.
    mkdirSync(path.dirname(option.dataDir), { recursive: true });
    client = await PGlite.create(option.dataDir, {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    // Made after PGlite has created its directory (initdb wants an empty one); a backup of the directory has both.
    filesDir = path.join(option.dataDir, 'files');
  } else {
    filesDir = mkdtempSync(path.join(tmpdir(), 'kino-files-'));
    temporaryFiles = true;
    client = await PGlite.create({
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      ...(option.snapshot ? { loadDataDir: option.snapshot } : {}),
    });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  let queue: Promise<unknown> = Promise.resolve();
  const files = openFileStore(filesDir);
  return {
    db,
    kind: 'pglite',
    files,
    // One process owns a PGlite directory, so an in-process queue is lock enough.
    exclusive(fn) {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    async ping() {
      await client.query('select 1');
    },
    snapshot: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
      if (temporaryFiles) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await fn();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      lockClient.release();
    }
  };
  await exclusive(() => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS }));
  let closed = false;
  return {
    db,
    kind: 'postgres',
    files: null,
    exclusive,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
