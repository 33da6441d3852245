// Staff sessions in the database: a random 32-byte token in the cookie, its SHA-256 in the row; idle and absolute expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { staffAccounts, staffSessions } from '#src/db/schema.ts';
import { type AccountRow, type Staff, toStaff } from './accounts.ts';

export interface SessionPolicy {
  /** Ends after this long without a call (sliding). */
  idleMs: number;
  /** Ends this long after sign-in, whatever the calls. */
  absoluteMs: number;
}

/** The last-seen time is written at most this often: a page of calls costs one write, not one per call. */
const TOUCH_MS = 60_000;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffSessionState {
  staff: Staff;
  tokenHash: string;
  expiresAt: Date;
}

export async function startSession(
  db: Db,
  accountId: number,
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  // Sessions that ended by themselves go as others start: the table holds live sessions only, give or take.
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
  return { token, expiresAt };
}

/**
 * The session of a cookie's token, its idle expiry moved on (unless the call is not the staff member's activity: what
 * the workspace polls by itself); null (and the row gone) when it has ended.
 */
export async function resumeSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now: Date,
  { activity = true }: { activity?: boolean } = {},
): Promise<StaffSessionState | null> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(eq(staffSessions.tokenHash, hash));
  if (!row) return null;
  const { session, account } = row as { session: typeof staffSessions.$inferSelect; account: AccountRow };
  const idle = now.getTime() - session.lastSeenAt.getTime() > policy.idleMs;
  if (idle || now >= session.expiresAt || account.disabled) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
    return null;
  }
  if (activity && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.tokenHash, hash)));
  return { staff: toStaff(account), tokenHash: hash, expiresAt: session.expiresAt };
}

export async function endSession(db: Db, hash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
}
