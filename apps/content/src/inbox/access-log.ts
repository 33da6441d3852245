// The personal data access log: who listed, viewed, downloaded, exported, changed or deleted visitors' applications.
import type { PersonalDataAction, PersonalDataLogPage, Town } from '@kino/api/types';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { personalDataLog } from '#src/db/schema.ts';
import type { Staff } from '#src/staff/accounts.ts';

export interface AccessRecord {
  at: Date;
  /** Null for the retention job. */
  actor: Pick<Staff, 'id' | 'email'> | null;
  action: PersonalDataAction;
  town: Town;
  /** One entry per application; none for a list page. */
  applicationIds: readonly string[] | null;
  /** A line for people, never personal data: «новая → в работе», «стр. 2, 20 из 41». */
  detail?: string | null;
}

/** How many entries one insert carries (an export of thousands is several inserts). */
const CHUNK = 500;

export async function recordAccess(db: Db, record: AccessRecord): Promise<void> {
  const base = {
    at: record.at,
    accountId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? null,
    action: record.action,
    town: record.town,
    detail: record.detail ?? null,
  };
  const rows =
    record.applicationIds === null
      ? [{ ...base, applicationId: null }]
      : record.applicationIds.map((applicationId) => ({ ...base, applicationId }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(personalDataLog).values(rows.slice(i, i + CHUNK));
}

export interface AccessLogQuery {
  page: number;
  perPage: number;
  town?: Town;
  account?: number;
  application?: string;
  action?: PersonalDataAction;
}

export async function listAccessLog(db: Db, query: AccessLogQuery): Promise<PersonalDataLogPage> {
  const where: SQL[] = [];
  if (query.town) where.push(eq(personalDataLog.town, query.town));
  if (query.account) where.push(eq(personalDataLog.accountId, query.account));
  if (query.application) where.push(eq(personalDataLog.applicationId, query.application));
  if (query.action) where.push(eq(personalDataLog.action, query.action));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(personalDataLog).where(condition),
    db
      .select()
      .from(personalDataLog)
      .where(condition)
      .orderBy(desc(personalDataLog.at), desc(personalDataLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail === null ? null : { id: row.accountId, email: row.actorEmail },
      action: row.action,
      town: row.town as Town,
      applicationId: row.applicationId,
      detail: row.detail,
    })),
    meta: { page: query.page, perPage: query.perPage, total: n, totalPages: Math.ceil(n / query.perPage) },
  };
}
