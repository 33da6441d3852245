// The content's clock: keeps the demo schedule on today's cinema day and tells each town's content version.
import { cinemaDayOf } from '@kino/api/cinema-time';
import { CONTENT_VERSION_CHECK_S } from '@kino/api/freshness';
import { TOWNS, type Town } from '@kino/api/towns';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '#src/db/client.ts';
import { contentState } from '#src/db/schema.ts';
import { refreshSchedule } from '#src/publishing/schedule.ts';

export interface ContentClockOptions {
  database: Database;
  /** The clock the cinema day is read from (replaceable in tests). */
  now: () => Date;
  /**
   * Work to do when a cinema day begins, before its schedule is built, under the same start-up lock (the service
   * passes the demo seed's `seedMissing` here, so an empty database gets demo content; production code never imports
   * the seed).
   */
  beforeSchedule?: (db: Db, day: string) => Promise<unknown>;
  /** A background check that failed (the next request or tick tries again). */
  onError(error: unknown): void;
}

export interface ContentClock {
  /** Seeds an empty database and builds today's schedule, then checks for a new cinema day every minute. */
  start(): Promise<void>;
  /** Stops the minute timer and waits for a rebuild in progress, so the database can close after it. */
  stop(): Promise<void>;
  /** Today's cinema day; when a new one has begun, the schedule is rebuilt before this answers. */
  today(): Promise<string>;
  /** The town's content version, bumped by seeding, every schedule rebuild and every staff change the site shows. */
  version(town: Town): Promise<number>;
  /** Reads the versions from the database on their next use: this instance just changed one. */
  forget(): void;
}

/** The cinema day and the content versions are read at most this often (part of the 60 s budget, freshness.ts). */
const CHECK_MS = CONTENT_VERSION_CHECK_S * 1000;
/** Without requests, a new cinema day is still noticed within this time. */
const TICK_MS = 60_000;

export function createContentClock({
  database,
  now,
  beforeSchedule,
  onError,
}: ContentClockOptions): ContentClock {
  const { db } = database;
  const versions = new Map<Town, { version: number; checkedAt: number }>();
  let currentDay: string | undefined;
  let pendingDay: Promise<void> | undefined;
  /** When (by `now`) the cinema day was last computed. */
  let dayCheckedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  async function today(): Promise<string> {
    const at = now().getTime();
    if (currentDay && at >= dayCheckedAt && at - dayCheckedAt < CHECK_MS) return currentDay;
    const day = cinemaDayOf(new Date(at));
    if (day === currentDay) {
      dayCheckedAt = at;
      return day;
    }
    // Once per new day even with several instances on one database: the rebuild runs under its start-up lock.
    pendingDay ??= database
      .exclusive(async () => {
        await beforeSchedule?.(db, day);
        for (const town of TOWNS) await refreshSchedule(db, town, day);
      })
      .then(() => {
        currentDay = day;
        dayCheckedAt = at;
        versions.clear();
      })
      .finally(() => {
        pendingDay = undefined;
      });
    await pendingDay;
    return day;
  }

  /**
   * Read from the database at most once a second, since another process (the seed command) may bump it: answers may
   * lag a change by that second, never more.
   */
  async function version(town: Town): Promise<number> {
    const known = versions.get(town);
    const at = Date.now();
    if (known && at - known.checkedAt < CHECK_MS) return known.version;
    const [row] = await db
      .select({ version: contentState.version })
      .from(contentState)
      .where(eq(contentState.town, town));
    const v = row?.version ?? 0;
    versions.set(town, { version: v, checkedAt: at });
    return v;
  }

  return {
    async start() {
      await today();
      timer ??= setInterval(() => today().catch(onError), TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await pendingDay?.catch(() => undefined);
    },
    today,
    version,
    forget() {
      versions.clear();
    },
  };
}
