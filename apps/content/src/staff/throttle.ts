// Sign-in throttling per account and per client address, in the database so every instance of the service shares it.
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { signInThrottle } from '#src/db/schema.ts';
import { ThrottledError } from './errors.ts';

/** Failures allowed before each further try has to wait. */
export const FREE_FAILURES = 5;
/** The wait after the last free failure; it doubles with every failure after that. */
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;
/** Failures this old are forgotten (once no lock is running). */
const FORGET_MS = 60 * 60_000;

export const throttleKeys = (email: string, address: string) => [
  `account:${email.trim().toLowerCase()}`,
  `address:${address}`,
];

/**
 * Runs one sign-in attempt under the throttle: refused with ThrottledError while the account or the address is
 * locked (the password is not even checked); a failure is counted for both, a success forgets the account's.
 * The rows stay locked (FOR UPDATE) while the attempt runs, so parallel tries are counted one after another and
 * cannot slip through together.
 */
export async function throttledAttempt(
  db: Db,
  keys: string[],
  now: Date,
  /** Runs inside the throttle's transaction: it must read through `tx` (PGlite has one connection). */
  attempt: (tx: Db) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(signInThrottle)
      .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, keys))
      .orderBy(asc(signInThrottle.key))
      .for('update');
    const waitMs = Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now.getTime()));
    if (waitMs > 0) throw new ThrottledError(Math.ceil(waitMs / 1000));
    if (await attempt(tx as unknown as Db)) {
      await tx.delete(signInThrottle).where(
        inArray(
          signInThrottle.key,
          keys.filter((k) => k.startsWith('account:')),
        ),
      );
      return true;
    }
    for (const row of rows) {
      const forgotten = now.getTime() - row.lastFailureAt.getTime() > FORGET_MS;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const lockMs =
        failures >= FREE_FAILURES ? Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES)) : 0;
      await tx
        .update(signInThrottle)
        .set({
          failures,
          lastFailureAt: now,
          lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null,
        })
        .where(sql`${signInThrottle.key} = ${row.key}`);
    }
    return false;
  });
}

/** Rows of keys that have neither failed nor been locked for long: kept small by sign-ins, called now and then. */
export async function sweepThrottle(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - MAX_LOCK_MS);
  await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.lastFailureAt, before),
        sql`coalesce(${signInThrottle.lockedUntil}, ${before}) <= ${now}`,
      ),
    );
}
