// What every staff write runs with: the database, the town, who, when and which operation (for the audit log).
import type { Town } from '@kino/api/towns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { contentState } from '#src/db/schema.ts';
import type { Staff } from '#src/staff/accounts.ts';
import { type AuditRecord, recordAudit } from '#src/staff/audit.ts';

export interface EditContext {
  db: Db;
  town: Town;
  /** Public base of the service, e.g. http://localhost:4000: media URLs are made absolute with it. */
  publicUrl: string;
  staff: Staff;
  now: Date;
  /** The operation (operationId), as the audit log names it. */
  action: string;
}

/** Every change the site shows bumps the town's content version: cached answers and ETags are made anew. */
export async function bumpVersion(db: Db, town: Town, now: Date): Promise<void> {
  await db
    .update(contentState)
    .set({ version: sql`${contentState.version} + 1`, updatedAt: now })
    .where(eq(contentState.town, town));
}

/** A write done by the service itself (the schedule sync) has no staff member. */
export type WriteContext = Omit<EditContext, 'staff'> & { staff: Pick<Staff, 'id' | 'email'> | null };

/** Records a write of the context's staff member (or the service's own) and operation in the audit log. */
export const audit = (ctx: WriteContext, record: Omit<AuditRecord, 'at' | 'actor' | 'action' | 'town'>) =>
  recordAudit(ctx.db, { at: ctx.now, actor: ctx.staff, action: ctx.action, town: ctx.town, ...record });

/** PostgreSQL's unique_violation: a slug taken between the check and the write. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let i = 0; i < 3 && current; i++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
