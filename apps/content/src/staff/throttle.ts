// Sign-in throttling per account and client address together, and per address, in the database so every instance of
// the service shares it. Wrong passwords for an account from other addresses never lock its owner out of theirs.
import { and, asc, inArray, like, lt, sql } from 'drizzle-orm';
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

const accountPart = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * The counters one sign-in attempt is held to: the account from this address (guessing one account's password from
 * one place), and the address alone (one place trying many accounts). An account's own counter across addresses
 * would let anyone lock its owner out with five wrong passwords from anywhere.
 */
export const throttleKeys = (email: string, address: string) => [
  `${accountPart(email)}|address:${address}`,
  `address:${address}`,
];

/** A counter that this attempt locked: written to the audit log by the caller. */
export interface ThrottleLock {
  key: string;
  until: Date;
}

/** A throttle key said to a person: «e-mail с адреса 1.2.3.4» or «адрес 1.2.3.4». */
export function describeKey(key: string): string {
  const [first, second] = key.split('|');
  if (second) return `${first!.replace(/^account:/, '')} с адреса ${second.replace(/^address:/, '')}`;
  return `адрес ${first!.replace(/^address:/, '')}`;
}

/**
 * Runs one sign-in attempt under the throttle: refused with ThrottledError while any of its counters is locked (the
 * password is not even checked); a failure is counted for each, a success forgets them. The rows stay locked
 * (FOR UPDATE) while the attempt runs, so parallel tries are counted one after another and cannot slip through
 * together. Answers whether it succeeded and which counters this failure locked.
 */
export async function throttledAttempt(
  db: Db,
  keys: string[],
  now: Date,
  /** Runs inside the throttle's transaction: it must read through `tx` (PGlite has one connection). */
  attempt: (tx: Db) => Promise<boolean>,
): Promise<{ ok: boolean; locks: ThrottleLock[] }> {
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
      await tx.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
      return { ok: true, locks: [] };
    }
    const locks: ThrottleLock[] = [];
    for (const row of rows) {
      const forgotten = now.getTime() - row.lastFailureAt.getTime() > FORGET_MS;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const lockMs =
        failures >= FREE_FAILURES ? Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES)) : 0;
      const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs) : null;
      if (lockedUntil) locks.push({ key: row.key, until: lockedUntil });
      await tx
        .update(signInThrottle)
        .set({ failures, lastFailureAt: now, lockedUntil })
        .where(sql`${signInThrottle.key} = ${row.key}`);
    }
    return { ok: false, locks };
  });
}

/**
 * Forgets every failure counted for an account, from any address, and those of the addresses it failed from (an
 * admin's unlock: the owner who locked themselves out has locked their address too). Answers the addresses.
 */
export async function unlockAccount(db: Db, email: string): Promise<string[]> {
  // LIKE's own characters in an e-mail (`_`, `%`) are escaped; the prefix is the account's part of the key.
  const prefix = `${accountPart(email)}|`;
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const removed = await db
    .delete(signInThrottle)
    .where(like(signInThrottle.key, pattern))
    .returning({ key: signInThrottle.key });
  const addresses = removed.map((row) => row.key.slice(prefix.length));
  if (addresses.length > 0) await db.delete(signInThrottle).where(inArray(signInThrottle.key, addresses));
  return addresses.map((address) => address.replace(/^address:/, ''));
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
