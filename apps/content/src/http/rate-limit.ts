// Applications per client IP in a fixed one-minute window, shared by both forms of both towns and by every instance
// of the service: the count lives in the database (application_rate_limits), one atomic upsert per application.
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { applicationRateLimits } from '#src/db/schema.ts';
import { HttpProblem } from './problem.ts';

export interface RateLimiterOptions {
  db: Db;
  /** Applications one client may file per window. */
  max: number;
  windowMs?: number;
  /**
   * The clock the windows are measured on (tests move it). Instances of one service run on synchronised clocks; a
   * skew of milliseconds does not matter to a one-minute window.
   */
  now?: () => Date;
  /** What is counted, for the 429's words and for the keys (other limits share the table); applications by default. */
  counted?: { key: string; title: string; detail: (max: number, retryAfter: number) => string };
}

const APPLICATIONS = {
  key: '',
  title: 'Слишком много заявок',
  detail: (max: number, retryAfter: number) =>
    `С этого адреса можно отправить не больше ${max} заявок в минуту. Повторите через ${retryAfter} с.`,
};

/** What is stored instead of the address: the table never holds visitors' addresses. */
const keyOf = (ip: string) => createHash('sha256').update(ip).digest('base64url').slice(0, 32);

/**
 * Counts one application of a client; throws a 429 problem with Retry-After over the limit. Concurrent applications
 * of one client, on this instance or another, are counted one after the other by the row lock of the upsert, so
 * exactly `max` of them pass. A flood from many addresses grows the table by a row per address and window; rows are
 * swept once they expire, so it holds at most the last window's clients.
 */
export function createRateLimiter({
  db,
  max,
  windowMs = 60_000,
  now = () => new Date(),
  counted = APPLICATIONS,
}: RateLimiterOptions) {
  const t = applicationRateLimits;
  let sweptAt = 0;
  return async function hit(ip: string): Promise<void> {
    const at = now();
    const atParam = sql`${at.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(t)
      .values({ key: keyOf(`${counted.key}${ip}`), hits: 1, resetAt: new Date(at.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: t.key,
        // An expired window starts again from this application; a current one counts it.
        set: {
          hits: sql`case when ${t.resetAt} <= ${atParam} then 1 else ${t.hits} + 1 end`,
          resetAt: sql`case when ${t.resetAt} <= ${atParam} then excluded.reset_at else ${t.resetAt} end`,
        },
      })
      .returning({ hits: t.hits, resetAt: t.resetAt });
    // At most once a window per instance, and not in the applicant's way.
    if (at.getTime() - sweptAt >= windowMs) {
      sweptAt = at.getTime();
      void db
        .delete(t)
        .where(lt(t.resetAt, at))
        .catch(() => undefined);
    }
    if (!row || row.hits <= max) return;
    const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - at.getTime()) / 1000));
    const problem = new HttpProblem(429, 'too-many-requests', counted.title, counted.detail(max, retryAfter));
    problem.headers['retry-after'] = String(retryAfter);
    throw problem;
  };
}
