// The retention job: deletes callback requests and job applications (with their CVs) once the published policy's
// periods are over, on start and then every hour, in every instance (deleting twice deletes nothing).
import type { Town } from '@kino/api/types';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/client.ts';
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

/** Deletes what is older than its period at `at`; answers the counts, and logs each id as `expire` (no actor). */
export async function deleteExpired(
  db: Db,
  at: Date,
  settings: RetentionSettings,
): Promise<{ callbacks: number; vacancies: number }> {
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
      .returning({ id: applications.id, town: applications.town });
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

export interface RetentionJob {
  /** One run now (also what the timer does); answers the counts. */
  run(): Promise<{ callbacks: number; vacancies: number }>;
  stop(): Promise<void>;
}

export function startRetention(options: {
  db: Db;
  settings: RetentionSettings;
  now(): Date;
  log: FastifyBaseLogger;
}): RetentionJob {
  const { db, settings, now, log } = options;
  const once = () =>
    deleteExpired(db, now(), settings).then(
      (counts) => {
        // Counts only: which applications were deleted is in the personal data log, by id.
        log.info({ retention: counts }, 'retention: expired applications deleted');
        return counts;
      },
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
