// One-time password reset links (decision 100): a random 32-byte token in the e-mailed link, its SHA-256 in the row,
// valid for an hour and used once. The e-mail goes through the mail outbox (decision 012).
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { mailOutbox, passwordResetTokens, staffAccounts } from '#src/db/schema.ts';
import type { AccountRow } from './accounts.ts';
import { tokenHash } from './sessions.ts';

/** How long a link sets a password. */
export const RESET_LINK_MS = 60 * 60_000;
/** Links one account is sent per hour: more requests are quietly not sent (nobody can flood a mailbox). */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Queues a reset link e-mail to the account; answers false (and sends nothing) when the account was sent
 * RESET_LINKS_PER_HOUR links within the hour.
 */
export async function issueResetLink(db: Db, account: AccountRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The account's row is locked, so parallel requests are counted one after another.
    await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, account.id))
      .for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.accountId, account.id),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_LINK_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_LINKS_PER_HOUR) return false;
    const token = randomBytes(32).toString('base64url');
    const hash = tokenHash(token);
    await tx.insert(passwordResetTokens).values({
      tokenHash: hash,
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MS),
    });
    await tx
      .insert(mailOutbox)
      .values({ resetTokenHash: hash, resetToken: token, createdAt: now, nextAttemptAt: now });
    return true;
  });
}

/**
 * Uses a link's token: answers its account when the token is known, unused, unexpired and the account enabled, and
 * marks it used in the same statement (two uses at once: one wins). Null otherwise.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<AccountRow | null> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  if (!used) return null;
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, used.accountId));
  return account && !account.disabled ? account : null;
}

/** The reset link e-mail: the link, how long it works, what to do if it was not asked for. No other personal data. */
export function resetMail(token: string, workspaceUrl: string) {
  // In the fragment: a browser never sends it to a server, so no access log or Referer carries it.
  const link = `${workspaceUrl.replace(/\/+$/, '')}/reset-password#${token}`;
  return {
    subject: 'Смена пароля — рабочее место кинотеатра',
    text: [
      'Чтобы задать новый пароль рабочего места кинотеатра, откройте ссылку:',
      link,
      '',
      'Ссылка действует один час и только один раз.',
      'Если вы не просили сменить пароль, ничего не делайте: прежний пароль продолжает действовать.',
    ].join('\n'),
  };
}
