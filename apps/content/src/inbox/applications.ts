// The inbox's reads and writes of visitors' applications: a town's list with filters, one application, its CV,
// status changes with notes, deletion. Who did it is recorded by the caller (access-log.ts).
import type { Readable } from 'node:stream';
import { toLocalIso } from '@kino/api/cinema-time';
import type {
  Application,
  ApplicationCounts,
  ApplicationCv,
  ApplicationKind,
  ApplicationListPage,
  ApplicationStatus,
  ApplicationSummary,
  Town,
} from '@kino/api/types';
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '#src/db/client.ts';
import { containsPattern, type Paging, readPage } from '#src/db/lists.ts';
import { applicationHistory, applications, vacancies } from '#src/db/schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import type { Staff } from '#src/staff/accounts.ts';

export interface ApplicationFilter {
  kind?: ApplicationKind;
  status?: ApplicationStatus;
  /** Part of the name, or digits of the phone number. */
  q?: string;
}

/** Russian writes ё as е as often as not: a search treats them as one letter (either case). */
const foldYo = (text: string) => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

/** What a search is looked for as in names: NFC, ё as е, runs of white space as one space, trimmed. */
export const nameSearchText = (q: string) => foldYo(q.normalize('NFC')).replace(/\s+/g, ' ').trim();

/**
 * The patterns a search's digits are looked for with in the stored E.164 phones: anywhere (`29 123-45`, `+37529123`,
 * `375 29 123`), and a national number (`80 29 123…`, which the site's forms accept) as +375 and what follows 80.
 */
export function phonePatterns(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 2) return [];
  const patterns = [`%${digits}%`];
  if (digits.startsWith('80') && digits.length > 2) patterns.push(`+375${digits.slice(2)}%`);
  return patterns;
}

/** The stored name as searched: ё as е, white space as single spaces (the same on PGlite and PostgreSQL). */
const searchableName = sql`regexp_replace(translate(${applications.name}, 'Ёё', 'Ее'), '[[:space:]]+', ' ', 'g')`;

/** The filter as SQL: the town, kind and status, and `q` in the name (any case, ё as е) or the phone's digits. */
export function filterCondition(town: Town, filter: ApplicationFilter): SQL {
  const where: SQL[] = [eq(applications.town, town)];
  if (filter.kind) where.push(eq(applications.kind, filter.kind));
  if (filter.status) where.push(eq(applications.status, filter.status));
  const text = filter.q ? nameSearchText(filter.q) : '';
  if (text) {
    const byName = ilike(searchableName, containsPattern(text));
    const byPhone = phonePatterns(text).map((pattern) => like(applications.phone, pattern));
    where.push(or(byName, ...byPhone)!);
  }
  return and(...where)!;
}

/** The columns of a list row: everything but the CV's bytes and the form's other fields. */
const summaryColumns = {
  id: applications.id,
  town: applications.town,
  kind: applications.kind,
  status: applications.status,
  receivedAt: applications.receivedAt,
  updatedAt: applications.updatedAt,
  name: applications.name,
  phone: applications.phone,
  email: applications.email,
  vacancySlug: applications.vacancySlug,
  vacancyTitle: vacancies.title,
  cvMime: applications.cvMime,
  cvFilename: applications.cvFilename,
  cvSize: applications.cvSize,
};

type SummaryRow = {
  id: string;
  town: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  receivedAt: Date;
  updatedAt: Date | null;
  name: string;
  phone: string;
  email: string | null;
  vacancySlug: string | null;
  vacancyTitle: string | null;
  cvMime: string | null;
  cvFilename: string | null;
  cvSize: number | null;
};

/** The vacancy applied for, by slug in the same town (its title today; null once deleted). */
const vacancyJoin = and(eq(vacancies.town, applications.town), eq(vacancies.slug, applications.vacancySlug));

function summaryOf(row: SummaryRow): ApplicationSummary {
  const cv: ApplicationCv | null =
    row.cvMime && row.cvSize
      ? { filename: row.cvFilename, type: row.cvMime as ApplicationCv['type'], size: row.cvSize }
      : null;
  return {
    id: row.id,
    town: row.town as Town,
    kind: row.kind,
    status: row.status,
    receivedAt: toLocalIso(row.receivedAt),
    updatedAt: toLocalIso(row.updatedAt ?? row.receivedAt),
    name: row.name,
    phone: row.phone,
    email: row.email,
    vacancy: row.vacancySlug ? { slug: row.vacancySlug, title: row.vacancyTitle } : null,
    cv,
  };
}

export interface ListQuery extends ApplicationFilter, Paging {}

/** A page of the town's applications, newest first. */
export async function listApplications(db: Db, town: Town, query: ListQuery): Promise<ApplicationListPage> {
  const { rows, meta } = await readPage(db, query, {
    table: applications,
    where: filterCondition(town, query),
    rows: db
      .select(summaryColumns)
      .from(applications)
      .leftJoin(vacancies, vacancyJoin)
      .orderBy(desc(applications.receivedAt), desc(applications.id))
      .$dynamic(),
  });
  return { items: rows.map(summaryOf), meta };
}

/**
 * How many of the town's applications have each status, and when the last arrived or changed status: the workspace's
 * count of new ones, and its sign that the list changed. No personal data.
 */
export async function countApplications(db: Db, town: Town): Promise<ApplicationCounts> {
  const rows = await db
    .select({
      status: applications.status,
      n: count(),
      changedAt:
        sql<Date | null>`max(coalesce(${applications.updatedAt}, ${applications.receivedAt}))`.mapWith(
          applications.receivedAt,
        ),
    })
    .from(applications)
    .where(eq(applications.town, town))
    .groupBy(applications.status);
  const byStatus: ApplicationCounts['byStatus'] = { new: 0, in_progress: 0, done: 0 };
  let changedAt: Date | null = null;
  for (const row of rows) {
    byStatus[row.status] = row.n;
    if (row.changedAt && (!changedAt || row.changedAt > changedAt)) changedAt = row.changedAt;
  }
  return { byStatus, changedAt: changedAt ? toLocalIso(changedAt) : null };
}

/** Rows of an export, newest first: the given ids of the town, or every one the filter matches (at most `limit`). */
export async function selectForExport(
  db: Db,
  town: Town,
  selection: { ids?: readonly string[]; filter: ApplicationFilter; limit: number },
) {
  const condition =
    selection.ids && selection.ids.length > 0
      ? and(eq(applications.town, town), inArray(applications.id, [...selection.ids]))
      : filterCondition(town, selection.filter);
  const rows = await db
    .select({ ...summaryColumns, fields: applications.fields })
    .from(applications)
    .leftJoin(vacancies, vacancyJoin)
    .where(condition)
    .orderBy(desc(applications.receivedAt), desc(applications.id))
    .limit(selection.limit);
  return rows.map((row) => ({ ...summaryOf(row), fields: (row.fields ?? {}) as FormFields }));
}

/** The form's fields besides name, phone and e-mail, as the public handlers store them. */
export interface FormFields {
  message?: string;
  preferredTime?: Application['preferredTime'];
  topic?: Application['topic'];
  comment?: string;
}

const notFound = () => new NotFoundError('Такой заявки нет (возможно, она уже удалена).');

/** One application of the town with its form fields, consent and history; NotFoundError otherwise. */
export async function getApplication(db: Db, town: Town, id: string): Promise<Application> {
  const [row] = await db
    .select({
      ...summaryColumns,
      fields: applications.fields,
      consentVersion: applications.consentVersion,
      consentAt: applications.consentAt,
    })
    .from(applications)
    .leftJoin(vacancies, vacancyJoin)
    .where(and(eq(applications.town, town), eq(applications.id, id)));
  if (!row) throw notFound();
  const history = await db
    .select()
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, id))
    .orderBy(asc(applicationHistory.at), asc(applicationHistory.id));
  const fields = (row.fields ?? {}) as FormFields;
  return {
    ...summaryOf(row),
    message: fields.message ?? null,
    preferredTime: fields.preferredTime ?? null,
    topic: fields.topic ?? null,
    comment: fields.comment ?? null,
    consent:
      row.consentVersion && row.consentAt
        ? { version: row.consentVersion, at: toLocalIso(row.consentAt) }
        : null,
    history: history.map((entry) => ({
      at: toLocalIso(entry.at),
      status: entry.status,
      note: entry.note,
      actor: entry.actorEmail === null ? null : { id: entry.accountId, email: entry.actorEmail },
    })),
  };
}

const noCv = () => new NotFoundError('У этой заявки нет резюме.');

/** A stored CV to send: its bytes (from the row) or a stream of its file, with its size, type and name. */
export interface StoredCv {
  body: Buffer | Readable;
  size: number;
  type: string;
  filename: string | null;
}

/**
 * The stored CV, from its file (the embedded database's file store) or its row (PostgreSQL, and rows stored before
 * files); NotFoundError when the application or its CV is not there. A stream must be read or destroyed.
 */
export async function getCv(
  database: Pick<Database, 'db' | 'files'>,
  town: Town,
  id: string,
): Promise<StoredCv> {
  const [row] = await database.db
    .select({
      cv: applications.cv,
      file: applications.cvFile,
      type: applications.cvMime,
      filename: applications.cvFilename,
    })
    .from(applications)
    .where(and(eq(applications.town, town), eq(applications.id, id)));
  if (!row?.type) throw noCv();
  const { type, filename } = row;
  if (row.file) {
    // Deleted with its application between the read and the open: as gone as the application.
    const opened = database.files ? await database.files.open(row.file) : null;
    if (!opened) throw noCv();
    return { body: opened.handle.createReadStream(), size: opened.size, type, filename };
  }
  if (!row.cv) throw noCv();
  // node-postgres hands out a Buffer, PGlite a Uint8Array: one view over the same bytes either way.
  const bytes = Buffer.from(row.cv.buffer, row.cv.byteOffset, row.cv.byteLength);
  return { body: bytes, size: bytes.length, type, filename };
}

export const STATUS_NAMES: Record<ApplicationStatus, string> = {
  new: 'новая',
  in_progress: 'в работе',
  done: 'обработана',
};

/**
 * Sets the status and adds the change (and note) to the history, in one transaction; answers the status before.
 * NotFoundError when the town has no such application.
 */
export async function setStatus(
  db: Db,
  town: Town,
  id: string,
  change: { status: ApplicationStatus; note: string | null; staff: Pick<Staff, 'id' | 'email'>; now: Date },
): Promise<{ before: ApplicationStatus }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.town, town), eq(applications.id, id)))
      .for('update');
    if (!current) throw notFound();
    await tx
      .update(applications)
      .set({ status: change.status, updatedAt: change.now })
      .where(eq(applications.id, id));
    await tx.insert(applicationHistory).values({
      applicationId: id,
      at: change.now,
      status: change.status,
      note: change.note,
      accountId: change.staff.id,
      actorEmail: change.staff.email,
    });
    return { before: current.status };
  });
}

/** Deletes the application with its CV, history and pending e-mail; NotFoundError when there is none. */
export async function deleteApplication(
  database: Pick<Database, 'db' | 'files'>,
  town: Town,
  id: string,
): Promise<ApplicationKind> {
  const [deleted] = await database.db
    .delete(applications)
    .where(and(eq(applications.town, town), eq(applications.id, id)))
    .returning({ kind: applications.kind, file: applications.cvFile });
  if (!deleted) throw notFound();
  // After the commit: a crash in between leaves an orphan file, which the retention job's sweep deletes.
  if (deleted.file) await database.files?.remove([deleted.file]);
  return deleted.kind;
}
