// The retention job: deletes callback requests and job applications (with their CVs) once the published policy's
// periods are over, on start and then every hour, in every instance (deleting twice deletes nothing); and CV files
// no application names any more (decision 045).
import type { Town } from '@kino/api/types';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { applications } from '#src/db/schema.ts';
import { recordAccess } from './access-log.ts';

export interface RetentionSettings {
  /** Callback requests are kept this many days (the policy: 3 months). */
  callbackDays: number;
  /** Job applications and their CVs (the policy: 1 year). */
  vacancyDays: number;
  /** How often the job runs (default one hour). */
  intervalMs?: number;
}

/** The periods the demo content's personal data policy publishes: 3 months and 1 year, counted short. */
export const DEFAULT_RETENTION: RetentionSettings = { callbackDays: 90, vacancyDays: 365 };

const DAY_MS = 86_400_000;

/**
 * How old a CV file no row names must be to be deleted: a file is written before its row is committed, so a younger
 * one may be an application still being stored.
 */
export const ORPHAN_FILE_AGE_MS = 3_600_000;

/**
 * Deletes what is older than its period at `at`, CV files with their rows; answers the counts, and logs each id as
 * `expire` (no actor).
 */
export async function deleteExpired(
  database: Pick<Database, 'db' | 'files'>,
  at: Date,
  settings: RetentionSettings,
): Promise<{ callbacks: number; vacancies: number }> {
  const { db, files } = database;
  const counts = { callbacks: 0, vacancies: 0 };
  for (const [kind, days] of [
    ['callback', settings.callbackDays],
    ['vacancy', settings.vacancyDays],
  ] as const) {
    const deleted = await db
      .delete(applications)
      .where(
        and(eq(applications.kind, kind), lt(applications.receivedAt, new Date(at.getTime() - days * DAY_MS))),
      )
      .returning({ id: applications.id, town: applications.town, file: applications.cvFile });
    // After the commit: a crash in between leaves orphans, which the sweep below deletes on a later run.
    await files?.remove(deleted.flatMap((row) => (row.file ? [row.file] : [])));
    for (const town of new Set(deleted.map((row) => row.town)))
      await recordAccess(db, {
        at,
        actor: null,
        action: 'expire',
        town: town as Town,
        applicationIds: deleted.filter((row) => row.town === town).map((row) => row.id),
        detail: `срок хранения ${days} дн. истёк`,
      });
    counts[kind === 'callback' ? 'callbacks' : 'vacancies'] = deleted.length;
  }
  return counts;
}

/**
 * Deletes the CV files no application names that are older than ORPHAN_FILE_AGE_MS at `at` (left by a crash between
 * a file's write and its row's commit, or a row's deletion and its file's); answers how many.
 */
export async function sweepOrphanFiles(database: Pick<Database, 'db' | 'files'>, at: Date): Promise<number> {
  const { db, files } = database;
  if (!files) return 0;
  return files.sweep(new Date(at.getTime() - ORPHAN_FILE_AGE_MS), async (keys) => {
    const named = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db
        .select({ file: applications.cvFile })
        .from(applications)
        .where(inArray(applications.cvFile, keys.slice(i, i + 500)));
      for (const row of rows) if (row.file) named.add(row.file);
    }
    return named;
  });
}

export interface RetentionJob {
  /** One run now (also what the timer does); answers the counts. */
  run(): Promise<{ callbacks: number; vacancies: number }>;
  stop(): Promise<void>;
}

export function startRetention(options: {
  database: Pick<Database, 'db' | 'files'>;
  settings: RetentionSettings;
  now(): Date;
  log: FastifyBaseLogger;
}): RetentionJob {
  const { database, settings, now, log } = options;
  const once = () =>
    (async () => {
      const at = now();
      const counts = await deleteExpired(database, at, settings);
      // Counts only: which applications were deleted is in the personal data log, by id.
      log.info({ retention: counts }, 'retention: expired applications deleted');
      // By the wall clock the files' times are written with, not the service's (a test's or a suite's fixed one).
      const orphans = await sweepOrphanFiles(database, new Date());
      if (orphans > 0) log.warn({ orphanFiles: orphans }, 'retention: CV files no application names deleted');
      return counts;
    })().then(
      (counts) => counts,
      (error: unknown) => {
        log.error({ err: error }, 'retention run failed');
        return { callbacks: 0, vacancies: 0 };
      },
    );
  // Runs one after another, each with the clock of its own start.
  let last: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = last.then(once);
    last = next;
    return next;
  };
  const timer = setInterval(() => void run(), settings.intervalMs ?? 3_600_000);
  timer.unref();
  void run();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
