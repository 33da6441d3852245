// What the two logs of who did what — the audit log and the personal data access log — read alike: the filters by
// town and by person, newest first, and an entry's id, time and person (null for the service's own jobs).
import type { Town } from '@kino/api/types';
import { desc, eq } from 'drizzle-orm';
import type { auditLog, personalDataLog } from './schema.ts';

type LogTable = typeof auditLog | typeof personalDataLog;

/** The conditions of the town and person filters (none where the query leaves them out). */
export function byTownAndPerson(table: LogTable, query: { town?: Town; account?: number }) {
  return [
    query.town ? eq(table.town, query.town) : undefined,
    query.account ? eq(table.accountId, query.account) : undefined,
  ];
}

export const newestFirst = (table: LogTable) => [desc(table.at), desc(table.id)];

export const logEntry = (row: {
  id: number;
  at: Date;
  accountId: number | null;
  actorEmail: string | null;
}) => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorEmail === null ? null : { id: row.accountId, email: row.actorEmail },
});
