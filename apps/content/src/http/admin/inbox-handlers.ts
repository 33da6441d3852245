// The admin API's inbox: visitors' applications of a town for admin and hr, each read and change recorded in the
// personal data access log (and changes in the audit log too, without personal data).
import { toLocalIso } from '@kino/api/cinema-time';
import type { PersonalDataAction, Town } from '@kino/api/types';
import { create as contentDisposition } from 'content-disposition';
import { listAccessLog, recordAccess } from '#src/inbox/access-log.ts';
import {
  countApplications,
  deleteApplication,
  getApplication,
  getCv,
  listApplications,
  STATUS_NAMES,
  selectForExport,
  setStatus,
} from '#src/inbox/applications.ts';
import { applicationsCsv } from '#src/inbox/csv.ts';
import { recordAudit } from '#src/staff/audit.ts';
import { type AdminContext, type AdminHandler, FileAnswer } from './types.ts';

/** Most rows one export carries. */
export const EXPORT_LIMIT = 10_000;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
};

/**
 * The CV's `Content-Disposition`: always an attachment. The stored name was cleaned on arrival (no controls, no
 * path); characters Windows refuses in file names are replaced here too, and a non-ASCII name gets a plain ASCII
 * `filename` beside its `filename*` (content-disposition encodes and quotes both).
 */
export function cvDisposition(filename: string | null, id: string, type: string): string {
  const extension = EXTENSIONS[type] ?? 'bin';
  const fallback = `cv-${id.slice(0, 8)}.${extension}`;
  const name = filename?.replace(/[<>:"/\\|?*]/g, '_').trim() || fallback;
  return contentDisposition(name, { fallback: /^[\x20-\x7e]*$/.test(name) ? true : fallback });
}

/** Records the signed-in staff member's access to applications of a town (access-log.ts). */
const logAccess = (
  ctx: AdminContext,
  town: Town,
  action: PersonalDataAction,
  applicationIds: readonly string[] | null,
  detail: string | null = null,
) =>
  recordAccess(ctx.settings.database.db, {
    at: ctx.now,
    actor: ctx.staff(),
    action,
    town,
    applicationIds,
    detail,
  });

/** A change is in the audit log too, said without personal data. */
const auditChange = (ctx: AdminContext, town: Town, id: string, summary: string) =>
  recordAudit(ctx.settings.database.db, {
    at: ctx.now,
    actor: ctx.staff(),
    action: ctx.action,
    town,
    kind: 'application',
    itemId: id,
    summary,
  });

const oneNote = (note: string | undefined) => {
  const text = note?.normalize('NFC').trim();
  return text ? text : null;
};

export const adminListApplications: AdminHandler<'adminListApplications'> = async ({ path, query }, ctx) => {
  const { db } = ctx.settings.database;
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 20;
  const answer = await listApplications(db, path.town, { ...query, page, perPage });
  // What was searched for may be a name: the log says only that there was a search.
  const filters = [query.kind, query.status && STATUS_NAMES[query.status], query.q && 'поиск'].filter(
    Boolean,
  );
  await logAccess(
    ctx,
    path.town,
    'list',
    null,
    `стр. ${page}: ${answer.items.length} из ${answer.meta.total}${filters.length ? ` (${filters.join(', ')})` : ''}`,
  );
  return answer;
};

/** Counts only, no personal data: not in the personal data access log (the workspace polls it). */
export const adminCountApplications: AdminHandler<'adminCountApplications'> = ({ path }, ctx) =>
  countApplications(ctx.settings.database.db, path.town);

export const adminGetApplication: AdminHandler<'adminGetApplication'> = async ({ path }, ctx) => {
  const { db } = ctx.settings.database;
  const application = await getApplication(db, path.town, path.applicationId);
  await logAccess(ctx, path.town, 'view', [application.id]);
  return application;
};

export const adminDownloadApplicationCv: AdminHandler<'adminDownloadApplicationCv'> = async (
  { path },
  ctx,
) => {
  const cv = await getCv(ctx.settings.database, path.town, path.applicationId);
  // Recorded before a byte leaves: a download the log cannot record is not made (nor its file left open).
  try {
    await logAccess(ctx, path.town, 'cv', [path.applicationId]);
  } catch (error) {
    if (!Buffer.isBuffer(cv.body)) cv.body.destroy();
    throw error;
  }
  return new FileAnswer(cv.body, {
    'content-type': cv.type,
    'content-length': String(cv.size),
    'content-disposition': cvDisposition(cv.filename, path.applicationId, cv.type),
    'x-content-type-options': 'nosniff',
    // Opened by mistake in a tab anyway, it runs nothing and reaches nothing.
    'content-security-policy': "sandbox; default-src 'none'",
  });
};

export const adminExportApplications: AdminHandler<'adminExportApplications'> = async (
  { path, query },
  ctx,
) => {
  const { db } = ctx.settings.database;
  const rows = await selectForExport(db, path.town, {
    ids: query.id,
    filter: { kind: query.kind, status: query.status, q: query.q },
    limit: EXPORT_LIMIT,
  });
  await logAccess(
    ctx,
    path.town,
    'export',
    rows.map((row) => row.id),
    `CSV: ${rows.length}`,
  );
  const day = toLocalIso(ctx.now).slice(0, 10);
  return new FileAnswer(applicationsCsv(rows), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(`applications-${path.town}-${day}.csv`),
    'x-content-type-options': 'nosniff',
  });
};

export const adminSetApplicationStatus: AdminHandler<'adminSetApplicationStatus'> = async (
  { path, body },
  ctx,
) => {
  const { db } = ctx.settings.database;
  const { status, note } = body!;
  const { before } = await setStatus(db, path.town, path.applicationId, {
    status,
    note: oneNote(note),
    staff: ctx.staff(),
    now: ctx.now,
  });
  const detail = `${STATUS_NAMES[before]} → ${STATUS_NAMES[status]}`;
  await logAccess(ctx, path.town, 'status', [path.applicationId], detail);
  await auditChange(ctx, path.town, path.applicationId, `Заявка: ${detail}`);
  return getApplication(db, path.town, path.applicationId);
};

export const adminDeleteApplication: AdminHandler<'adminDeleteApplication'> = async ({ path }, ctx) => {
  const kind = await deleteApplication(ctx.settings.database, path.town, path.applicationId);
  await logAccess(ctx, path.town, 'delete', [path.applicationId]);
  await auditChange(
    ctx,
    path.town,
    path.applicationId,
    kind === 'vacancy' ? 'Удалён отклик на вакансию' : 'Удалена заявка на звонок',
  );
  return undefined;
};

export const adminListPersonalDataLog: AdminHandler<'adminListPersonalDataLog'> = async ({ query }, ctx) =>
  listAccessLog(ctx.settings.database.db, {
    page: query.page ?? 1,
    perPage: query.perPage ?? 20,
    town: query.town,
    account: query.account,
    application: query.application,
    action: query.action,
  });
