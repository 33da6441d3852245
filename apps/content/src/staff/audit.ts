// The audit log: every staff write with who, when, what and the changed fields before/after (shortened).
import { AUDIT_SIGN_IN_KIND } from '@kino/api/enums';
import type { AuditEntry, AuditPage, Town } from '@kino/api/types';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { type Paging, readPage } from '#src/db/lists.ts';
import { byTownAndPerson, logEntry, newestFirst } from '#src/db/logs.ts';
import { auditLog } from '#src/db/schema.ts';
import type { Staff } from './accounts.ts';

/** Values are kept this short: the log says what changed, it is not a second copy of the content. */
const VALUE_CHARS = 200;

export interface AuditRecord {
  at: Date;
  actor: Pick<Staff, 'id' | 'email'> | null;
  action: string;
  town?: Town | null;
  kind?: string | null;
  itemId?: string | number | null;
  summary: string;
  /** The item before and after (its fields); compared field by field. Never pass secrets. */
  before?: unknown;
  after?: unknown;
}

function short(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields that differ between two versions of an item (a created item: all of them; a deleted one: all). */
export function changedFields(before: unknown, after: unknown): AuditEntry['changes'] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names
    .filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]))
    .map((field) => ({ field, before: short(a[field]), after: short(b[field]) }));
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    at: record.at,
    accountId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? null,
    action: record.action,
    town: record.town ?? null,
    kind: record.kind ?? null,
    itemId: record.itemId === undefined || record.itemId === null ? null : String(record.itemId),
    summary: record.summary,
    changes: changedFields(record.before, record.after),
  });
}

export interface AuditQuery extends Paging {
  town?: Town;
  account?: number;
  kind?: string;
  /** `false`: everything but the sign-in entries; `true`: only them; absent: all. */
  signIns?: boolean;
}

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const { rows, meta } = await readPage(db, query, {
    table: auditLog,
    where: and(
      ...byTownAndPerson(auditLog, query),
      query.kind ? eq(auditLog.kind, query.kind) : undefined,
      query.signIns === true ? eq(auditLog.kind, AUDIT_SIGN_IN_KIND) : undefined,
      // A null kind is not a sign-in: `ne` alone would leave those entries out.
      query.signIns === false ? or(isNull(auditLog.kind), ne(auditLog.kind, AUDIT_SIGN_IN_KIND)) : undefined,
    ),
    rows: db
      .select()
      .from(auditLog)
      .orderBy(...newestFirst(auditLog))
      .$dynamic(),
  });
  return {
    items: rows.map((row) => ({
      ...logEntry(row),
      action: row.action,
      town: (row.town as Town | null) ?? null,
      kind: row.kind,
      itemId: row.itemId,
      summary: row.summary,
      changes: row.changes,
    })),
    meta,
  };
}
