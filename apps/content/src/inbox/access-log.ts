// The personal data access log: who listed, viewed, downloaded, exported, changed or deleted visitors' applications.
import type { PersonalDataAction, PersonalDataLogPage, Town } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { type Paging, readPage } from '#src/db/lists.ts';
import { byTownAndPerson, logEntry, newestFirst } from '#src/db/logs.ts';
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

export interface AccessLogQuery extends Paging {
  town?: Town;
  account?: number;
  application?: string;
  action?: PersonalDataAction;
}

export async function listAccessLog(db: Db, query: AccessLogQuery): Promise<PersonalDataLogPage> {
  const { rows, meta } = await readPage(db, query, {
    table: personalDataLog,
    where: and(
      ...byTownAndPerson(personalDataLog, query),
      query.application ? eq(personalDataLog.applicationId, query.application) : undefined,
      query.action ? eq(personalDataLog.action, query.action) : undefined,
    ),
    rows: db
      .select()
      .from(personalDataLog)
      .orderBy(...newestFirst(personalDataLog))
      .$dynamic(),
  });
  return {
    items: rows.map((row) => ({
      ...logEntry(row),
      action: row.action,
      town: row.town as Town,
      applicationId: row.applicationId,
      detail: row.detail,
    })),
    meta,
  };
}
