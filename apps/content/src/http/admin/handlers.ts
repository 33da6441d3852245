// One typed handler per admin operation of the contract; routes.ts wires them to their paths behind the access hook.
import type { AdminCategoryKind, AdminCollection, AdminPage, AdminPageKey } from '@kino/api/admin-queries';
import { AUDIT_SIGN_IN_KIND } from '@kino/api/enums';
import type { Town } from '@kino/api/towns';
import type { StaffSession } from '@kino/api/types';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffAccounts } from '#src/db/schema.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from '#src/editing/categories.ts';
import {
  type AdminItemBody,
  type CollectionInput,
  createItem,
  deleteItem,
  getItem,
  listItems,
  setItemStatus,
  updateItem,
} from '#src/editing/collections.ts';
import { dashboardOf } from '#src/editing/dashboard.ts';
import { storeImage } from '#src/editing/images.ts';
import {
  bulkItems,
  cancelSchedule,
  duplicateItem,
  listTrash,
  listVersions,
  restoreFromTrash,
  restoreVersion,
  scheduleItem,
} from '#src/editing/item-lifecycle.ts';
import { deleteImage, listImages, updateImage } from '#src/editing/media-library.ts';
import { getInfo, getPage, setPageStatus, updateInfo, updatePage } from '#src/editing/pages.ts';
import { createPreview } from '#src/editing/previews.ts';
import { getSync, updateSync } from '#src/editing/schedule-sync.ts';
import { exportSessions } from '#src/editing/session-export.ts';
import { applyImport, previewImport } from '#src/editing/session-import.ts';
import {
  copySessions,
  createSession,
  deleteSession,
  getSession,
  listSessions,
  updateSession,
} from '#src/editing/sessions.ts';
import { InvalidInputError } from '#src/publishing/errors.ts';
import {
  accountDto,
  createAccount,
  deleteAccount,
  findAccountByEmail,
  getAccount,
  listAccounts,
  type Staff,
  setPassword,
  updateAccount,
} from '#src/staff/accounts.ts';
import { type AuditRecord, listAudit, recordAudit } from '#src/staff/audit.ts';
import { ConflictError, UnauthenticatedError } from '#src/staff/errors.ts';
import { consumeResetToken, issueResetLink, RESET_LINKS_PER_HOUR } from '#src/staff/password-resets.ts';
import { verifyPassword } from '#src/staff/passwords.ts';
import { endSession, type StaffSessionState, startSession } from '#src/staff/sessions.ts';
import {
  describeKey,
  type ThrottleLock,
  throttledAttempt,
  throttleKeys,
  unlockAccount,
} from '#src/staff/throttle.ts';
import { HttpProblem, validationProblem } from '../problem.ts';
import { SESSION_COOKIE } from './access.ts';
import {
  adminCountApplications,
  adminDeleteApplication,
  adminDownloadApplicationCv,
  adminExportApplications,
  adminGetApplication,
  adminListApplications,
  adminListPersonalDataLog,
  adminSetApplicationStatus,
} from './inbox-handlers.ts';
import { type AdminContext, type AdminHandler, type AdminHandlers, FileAnswer } from './types.ts';

const paging = (query: { page?: number; perPage?: number }) => ({
  page: query.page ?? 1,
  perPage: query.perPage ?? 20,
});

/** The JSON body the contract requires (validated before the handler); a request without one is a 400. */
function required<T>(body: T | undefined): T {
  if (body === undefined)
    throw validationProblem([{ field: 'body', message: 'Тело запроса должно быть JSON-объектом.' }]);
  return body;
}

async function sessionBody(ctx: AdminContext, session: StaffSessionState): Promise<StaffSession> {
  const account = await getAccount(ctx.settings.database.db, session.staff.id);
  return {
    account: accountDto(account),
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: Math.round(ctx.settings.policy.idleMs / 1000),
  };
}

/** An admin's change to a staff account, as the audit log keeps it (the account's fields `before`/`after`, no secrets). */
const auditAccount = (
  ctx: AdminContext,
  account: { id: number },
  summary: string,
  fields: Pick<AuditRecord, 'before' | 'after'> = {},
) =>
  recordAudit(ctx.settings.database.db, {
    at: ctx.now,
    actor: ctx.staff(),
    action: ctx.action,
    kind: 'account',
    itemId: account.id,
    summary,
    ...fields,
  });

/** Each sign-in lock a failed password check set, in the audit log (who tried is unknown: no actor on sign-in). */
async function auditLocks(ctx: AdminContext, locks: ThrottleLock[], actor: Staff | null) {
  for (const lock of locks)
    await recordAudit(ctx.settings.database.db, {
      at: ctx.now,
      actor,
      action: ctx.action,
      kind: AUDIT_SIGN_IN_KIND,
      summary: `Вход заблокирован: ${describeKey(lock.key)} — до ${lock.until.toISOString()}`,
    });
}

/** Starts a session for the account, sets its cookie and answers it (sign-in, and a reset link's new password). */
async function signedIn(ctx: AdminContext, accountId: number): Promise<StaffSession> {
  const { db } = ctx.settings.database;
  const { token, expiresAt } = await startSession(db, accountId, ctx.settings.policy, ctx.now);
  const [account] = await db
    .update(staffAccounts)
    .set({ lastSignInAt: ctx.now })
    .where(eq(staffAccounts.id, accountId))
    .returning();
  ctx.reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.settings.secureCookie,
    // Max-Age, not Expires: the browser counts it from its own clock, so the cookie lives as long as the session
    // whatever the service's clock says (a test suite pins it at a fixed evening; a server's clock may drift).
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - ctx.now.getTime()) / 1000)),
  });
  await recordAudit(db, {
    at: ctx.now,
    actor: account!,
    action: ctx.action,
    kind: AUDIT_SIGN_IN_KIND,
    itemId: account!.id,
    summary: `Вход: ${account!.email}`,
  });
  return {
    account: accountDto(account!),
    expiresAt: expiresAt.toISOString(),
    idleTimeoutSeconds: Math.round(ctx.settings.policy.idleMs / 1000),
  };
}

const signIn: AdminHandler<'adminSignIn'> = async ({ body }, ctx) => {
  const { email, password } = required(body);
  const { db } = ctx.settings.database;
  let accountId: number | null = null;
  const { ok, locks } = await throttledAttempt(
    db,
    throttleKeys(email, ctx.request.ip),
    ctx.now,
    async (tx) => {
      const account = await findAccountByEmail(tx, email);
      const usable = account && !account.disabled ? account : undefined;
      const valid = await verifyPassword(usable?.passwordHash ?? null, password);
      if (valid && usable) accountId = usable.id;
      return valid && usable !== undefined;
    },
  );
  await auditLocks(ctx, locks, null);
  if (!ok || accountId === null) {
    await recordAudit(db, {
      at: ctx.now,
      actor: null,
      action: ctx.action,
      kind: AUDIT_SIGN_IN_KIND,
      summary: `Неудачный вход: ${email.trim().toLowerCase()}`,
    });
    throw new UnauthenticatedError('Неверный e-mail или пароль.');
  }
  return signedIn(ctx, accountId);
};

/**
 * «Забыли пароль»: the same 202 whatever the address; a link is queued only for an enabled account, and the audit
 * entry is written only then (an unknown address is not stored anywhere).
 */
const requestPasswordReset: AdminHandler<'adminRequestPasswordReset'> = async ({ body }, ctx) => {
  const { email } = required(body);
  await ctx.settings.limitResetRequests(ctx.request.ip);
  const { db } = ctx.settings.database;
  const account = await findAccountByEmail(db, email);
  if (account && !account.disabled && ctx.settings.outbox.sends) {
    const sent = await issueResetLink(db, account, ctx.now);
    await recordAudit(db, {
      at: ctx.now,
      actor: null,
      action: ctx.action,
      kind: 'account',
      itemId: account.id,
      summary: sent
        ? `Ссылка для смены пароля отправлена по запросу «Забыли пароль»: ${account.email}`
        : `Запрос «Забыли пароль» без письма (уже ${RESET_LINKS_PER_HOUR} ссылки за час): ${account.email}`,
    });
    if (sent) ctx.settings.outbox.kick();
  }
  return undefined;
};

const resetPassword: AdminHandler<'adminResetPassword'> = async ({ body }, ctx) => {
  const { token, newPassword } = required(body);
  const { db } = ctx.settings.database;
  const account = await consumeResetToken(db, token, ctx.now);
  if (!account)
    throw new InvalidInputError([
      {
        field: 'body.token',
        message:
          'Ссылка недействительна: она уже использована, устарела (действует час) или неверна. Запросите новую.',
      },
    ]);
  // Every session of the account ends; the failures counted for it are forgotten: its owner proved the mailbox.
  await setPassword(db, account.id, newPassword, undefined, ctx.now);
  await unlockAccount(db, account.email);
  await recordAudit(db, {
    at: ctx.now,
    actor: account,
    action: ctx.action,
    kind: 'account',
    itemId: account.id,
    summary: `Пароль задан по ссылке из письма: ${account.email}`,
  });
  return signedIn(ctx, account.id);
};

const signOut: AdminHandler<'adminSignOut'> = async (_input, ctx) => {
  const session = ctx.session!;
  await endSession(ctx.settings.database.db, session.tokenHash);
  ctx.reply.clearCookie(SESSION_COOKIE, { path: '/' });
  await recordAudit(ctx.settings.database.db, {
    at: ctx.now,
    actor: session.staff,
    action: ctx.action,
    kind: AUDIT_SIGN_IN_KIND,
    itemId: session.staff.id,
    summary: `Выход: ${session.staff.email}`,
  });
  return undefined;
};

const changePassword: AdminHandler<'adminChangePassword'> = async ({ body }, ctx) => {
  const { currentPassword, newPassword } = required(body);
  const { db } = ctx.settings.database;
  const staff = ctx.staff();
  if (newPassword === currentPassword)
    throw new InvalidInputError([
      { field: 'body.newPassword', message: 'Новый пароль должен отличаться от текущего.' },
    ]);
  // The current password is a password check like sign-in: throttled the same way.
  const { ok, locks } = await throttledAttempt(
    db,
    throttleKeys(staff.email, ctx.request.ip),
    ctx.now,
    async (tx) => {
      const account = await getAccount(tx, staff.id);
      return verifyPassword(account.passwordHash, currentPassword);
    },
  );
  await auditLocks(ctx, locks, staff);
  if (!ok)
    throw new InvalidInputError([{ field: 'body.currentPassword', message: 'Текущий пароль неверен.' }]);
  await setPassword(db, staff.id, newPassword, ctx.session!.tokenHash, ctx.now);
  await recordAudit(db, {
    at: ctx.now,
    actor: staff,
    action: ctx.action,
    kind: 'account',
    itemId: staff.id,
    summary: `Смена своего пароля: ${staff.email}`,
  });
  return undefined;
};

/** The handlers of one collection (films, news, …): the same six operations, typed by the kind's item. */
function collection<K extends AdminCollection>(kind: K) {
  type Input = CollectionInput<K>;
  type Item = AdminItemBody<Input>;
  type Path = { town: Town; id: number };
  return {
    list: (
      input: {
        path: { town: Town };
        query: { q?: string; status?: 'draft' | 'published'; page?: number; perPage?: number };
      },
      ctx: AdminContext,
    ) =>
      listItems(ctx.read(input.path.town), kind, {
        ...paging(input.query),
        q: input.query.q,
        status: input.query.status,
      }),
    create: async (input: { path: { town: Town }; body: Input | undefined }, ctx: AdminContext) =>
      (await createItem(
        ctx.edit(input.path.town),
        kind,
        required(input.body) as Record<string, unknown>,
      )) as Item,
    get: async (input: { path: Path }, ctx: AdminContext) =>
      (await getItem(ctx.read(input.path.town), kind, input.path.id)) as Item,
    update: async (input: { path: Path; body: Input | undefined }, ctx: AdminContext) =>
      (await updateItem(
        ctx.edit(input.path.town),
        kind,
        input.path.id,
        required(input.body) as Record<string, unknown>,
      )) as Item,
    remove: async (input: { path: Path }, ctx: AdminContext) => {
      await deleteItem(ctx.edit(input.path.town), kind, input.path.id);
      return undefined;
    },
    status: async (
      input: { path: Path; body: { status: 'draft' | 'published' } | undefined },
      ctx: AdminContext,
    ) =>
      (await setItemStatus(
        ctx.edit(input.path.town),
        kind,
        input.path.id,
        required(input.body).status,
      )) as Item,
  };
}

function categories(kind: AdminCategoryKind) {
  return {
    list: (input: { path: { town: Town } }, ctx: AdminContext) =>
      listCategories(ctx.read(input.path.town), kind),
    create: (
      input: { path: { town: Town }; body: { slug: string; name: string } | undefined },
      ctx: AdminContext,
    ) => createCategory(ctx.edit(input.path.town), kind, required(input.body)),
    update: (
      input: { path: { town: Town; slug: string }; body: { name: string; position?: number } | undefined },
      ctx: AdminContext,
    ) => updateCategory(ctx.edit(input.path.town), kind, input.path.slug, required(input.body)),
    remove: async (input: { path: { town: Town; slug: string } }, ctx: AdminContext) => {
      await deleteCategory(ctx.edit(input.path.town), kind, input.path.slug);
      return undefined;
    },
  };
}

function page<P extends AdminPageKey>(key: P) {
  return {
    get: (input: { path: { town: Town } }, ctx: AdminContext) =>
      getPage(ctx.read(input.path.town), key) as Promise<AdminPage<P>>,
    update: (input: { path: { town: Town }; body: object | undefined }, ctx: AdminContext) =>
      updatePage(ctx.edit(input.path.town), key, required(input.body) as Record<string, unknown>) as Promise<
        AdminPage<P>
      >,
    status: (
      input: { path: { town: Town }; body: { status: 'draft' | 'published' } | undefined },
      ctx: AdminContext,
    ) => setPageStatus(ctx.edit(input.path.town), key, required(input.body).status) as Promise<AdminPage<P>>,
  };
}

interface UploadedFile {
  bytes: Buffer;
  fileName: string | null;
  alt: string;
}

/** The multipart upload: one `file` part and an optional `alt`, within the image size limit. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw validationProblem([
      { field: 'body', message: 'Отправьте картинку как multipart/form-data (поле file).' },
    ]);
  let file: UploadedFile | null = null;
  let alt = '';
  const tooLarge = () =>
    new HttpProblem(
      413,
      'too-large',
      'Слишком большой файл',
      `Картинка больше ${Math.round(maxBytes / 1048576)} МБ.`,
      {
        errors: [{ field: 'body.file', message: `Картинка больше ${Math.round(maxBytes / 1048576)} МБ.` }],
      },
    );
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file')
        throw validationProblem([{ field: `body.${part.fieldname}`, message: 'Неизвестное поле.' }]);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      if (part.file.truncated) throw tooLarge();
      file = { bytes, fileName: part.filename || null, alt: '' };
    } else if (part.fieldname === 'alt') alt = String(part.value).slice(0, 300);
    else throw validationProblem([{ field: `body.${part.fieldname}`, message: 'Неизвестное поле.' }]);
  }
  if (!file || file.bytes.length === 0)
    throw validationProblem([{ field: 'body.file', message: 'Выберите файл картинки.' }]);
  return { ...file, alt };
}

const films = collection('films');
const news = collection('news');
const events = collection('events');
const documents = collection('documents');
const vacancies = collection('vacancies');
const halls = collection('halls');
const services = collection('services');
const certificates = collection('certificates');
const faq = collection('faq');
const filmCategories = categories('film-categories');
const eventCategories = categories('event-categories');
const about = page('about');
const contacts = page('contacts');
const hallPage = page('hall');
const vacancyPage = page('vacancypage');
const servicesPage = page('services');
const certificatesPage = page('certificates');
const faqPage = page('faq');

export const adminHandlers: AdminHandlers = {
  adminSignIn: signIn,
  adminGetMe: async (_input, ctx) => sessionBody(ctx, ctx.session!),
  adminSignOut: signOut,
  adminChangePassword: changePassword,
  adminRequestPasswordReset: requestPasswordReset,
  adminResetPassword: resetPassword,
  adminSendPasswordReset: async ({ path }, ctx) => {
    const { db } = ctx.settings.database;
    const account = await getAccount(db, path.accountId);
    if (!ctx.settings.outbox.sends)
      throw new ConflictError(
        'Рабочее место не отправляет писем (SMTP_URL не задан): задайте временный пароль.',
      );
    if (account.disabled) throw new ConflictError('Учётная запись отключена: сначала включите её.');
    const sent = await issueResetLink(db, account, ctx.now);
    if (!sent)
      throw new ConflictError(
        `За последний час ${account.email} уже отправлено ${RESET_LINKS_PER_HOUR} ссылки: воспользуйтесь одной из них или задайте временный пароль.`,
      );
    ctx.settings.outbox.kick();
    await auditAccount(ctx, account, `Сотрудник ${account.email}: отправлена ссылка для смены пароля`);
    return undefined;
  },

  adminListAccounts: async (_input, ctx) => (await listAccounts(ctx.settings.database.db)).map(accountDto),
  adminCreateAccount: async ({ body }, ctx) => {
    const input = required(body);
    const row = await createAccount(ctx.settings.database.db, input, ctx.now);
    const { password: _secret, ...shown } = input;
    await auditAccount(ctx, row, `Сотрудник ${row.email} (${row.role}): создан`, { after: shown });
    return accountDto(row);
  },
  adminUpdateAccount: async ({ path, body }, ctx) => {
    const { before, after } = await updateAccount(
      ctx.settings.database.db,
      ctx.staff(),
      path.accountId,
      required(body),
      ctx.now,
    );
    const view = (row: typeof before) => ({
      name: row.name,
      role: row.role,
      towns: row.towns,
      disabled: row.disabled,
    });
    await auditAccount(ctx, after, `Сотрудник ${after.email}: изменён`, {
      before: view(before),
      after: view(after),
    });
    return accountDto(after);
  },
  adminDeleteAccount: async ({ path }, ctx) => {
    const row = await deleteAccount(ctx.settings.database.db, ctx.staff(), path.accountId);
    await auditAccount(ctx, row, `Сотрудник ${row.email}: удалён`, {
      before: { name: row.name, role: row.role, towns: row.towns },
    });
    return undefined;
  },
  adminSetAccountPassword: async ({ path, body }, ctx) => {
    const account = await getAccount(ctx.settings.database.db, path.accountId);
    const own = account.id === ctx.staff().id;
    await setPassword(
      ctx.settings.database.db,
      account.id,
      required(body).password,
      own ? ctx.session!.tokenHash : undefined,
      ctx.now,
      { temporary: !own },
    );
    await auditAccount(
      ctx,
      account,
      `Сотрудник ${account.email}: задан ${own ? 'новый' : 'временный'} пароль`,
    );
    return undefined;
  },
  adminUnlockAccount: async ({ path }, ctx) => {
    const account = await getAccount(ctx.settings.database.db, path.accountId);
    const addresses = await unlockAccount(ctx.settings.database.db, account.email);
    await auditAccount(
      ctx,
      account,
      `Сотрудник ${account.email}: вход разблокирован${addresses.length > 0 ? ` (адреса: ${addresses.join(', ')})` : ''}`,
    );
    return undefined;
  },
  adminListAudit: ({ query }, ctx) =>
    listAudit(ctx.settings.database.db, {
      ...paging(query),
      town: query.town,
      account: query.account,
      kind: query.kind,
      signIns: query.signIns,
    }),

  adminListFilms: films.list,
  adminCreateFilm: films.create,
  adminGetFilm: films.get,
  adminUpdateFilm: films.update,
  adminDeleteFilm: films.remove,
  adminSetFilmStatus: films.status,
  adminListNews: news.list,
  adminCreateNews: news.create,
  adminGetNews: news.get,
  adminUpdateNews: news.update,
  adminDeleteNews: news.remove,
  adminSetNewsStatus: news.status,
  adminListEvents: events.list,
  adminCreateEvent: events.create,
  adminGetEvent: events.get,
  adminUpdateEvent: events.update,
  adminDeleteEvent: events.remove,
  adminSetEventStatus: events.status,
  adminListDocuments: documents.list,
  adminCreateDocument: documents.create,
  adminGetDocument: documents.get,
  adminUpdateDocument: documents.update,
  adminDeleteDocument: documents.remove,
  adminSetDocumentStatus: documents.status,
  adminListVacancies: vacancies.list,
  adminCreateVacancy: vacancies.create,
  adminGetVacancy: vacancies.get,
  adminUpdateVacancy: vacancies.update,
  adminDeleteVacancy: vacancies.remove,
  adminSetVacancyStatus: vacancies.status,
  adminListHalls: halls.list,
  adminCreateHall: halls.create,
  adminGetHall: halls.get,
  adminUpdateHall: halls.update,
  adminDeleteHall: halls.remove,
  adminSetHallStatus: halls.status,
  adminListServices: services.list,
  adminCreateService: services.create,
  adminGetService: services.get,
  adminUpdateService: services.update,
  adminDeleteService: services.remove,
  adminSetServiceStatus: services.status,
  adminListCertificates: certificates.list,
  adminCreateCertificate: certificates.create,
  adminGetCertificate: certificates.get,
  adminUpdateCertificate: certificates.update,
  adminDeleteCertificate: certificates.remove,
  adminSetCertificateStatus: certificates.status,
  adminListFaqs: faq.list,
  adminCreateFaq: faq.create,
  adminGetFaq: faq.get,
  adminUpdateFaq: faq.update,
  adminDeleteFaq: faq.remove,
  adminSetFaqStatus: faq.status,

  adminScheduleItem: ({ path, body }, ctx) =>
    scheduleItem(ctx.edit(path.town), path.collection, path.id, new Date(required(body).publishAt)),
  adminCancelItemSchedule: ({ path }, ctx) => cancelSchedule(ctx.edit(path.town), path.collection, path.id),
  adminDuplicateItem: ({ path }, ctx) => duplicateItem(ctx.edit(path.town), path.collection, path.id),
  adminBulkItems: ({ path, body }, ctx) => {
    const { action, ids } = required(body);
    return bulkItems(ctx.edit(path.town), path.collection, action, ids);
  },
  adminListItemVersions: ({ path }, ctx) => listVersions(ctx.read(path.town), path.collection, path.id),
  adminRestoreItemVersion: ({ path }, ctx) =>
    restoreVersion(ctx.edit(path.town), path.collection, path.id, path.versionId),
  adminListTrash: ({ path }, ctx) => listTrash(ctx.read(path.town)),
  adminRestoreFromTrash: ({ path }, ctx) => restoreFromTrash(ctx.edit(path.town), path.trashId),

  adminListFilmCategories: filmCategories.list,
  adminCreateFilmCategory: filmCategories.create,
  adminUpdateFilmCategory: filmCategories.update,
  adminDeleteFilmCategory: filmCategories.remove,
  adminListEventCategories: eventCategories.list,
  adminCreateEventCategory: eventCategories.create,
  adminUpdateEventCategory: eventCategories.update,
  adminDeleteEventCategory: eventCategories.remove,

  adminGetAboutPage: about.get,
  adminUpdateAboutPage: about.update,
  adminSetAboutPageStatus: about.status,
  adminGetContactsPage: contacts.get,
  adminUpdateContactsPage: contacts.update,
  adminSetContactsPageStatus: contacts.status,
  adminGetHallPage: hallPage.get,
  adminUpdateHallPage: hallPage.update,
  adminSetHallPageStatus: hallPage.status,
  adminGetVacancyPage: vacancyPage.get,
  adminUpdateVacancyPage: vacancyPage.update,
  adminSetVacancyPageStatus: vacancyPage.status,
  adminGetServicesPage: servicesPage.get,
  adminUpdateServicesPage: servicesPage.update,
  adminSetServicesPageStatus: servicesPage.status,
  adminGetCertificatesPage: certificatesPage.get,
  adminUpdateCertificatesPage: certificatesPage.update,
  adminSetCertificatesPageStatus: certificatesPage.status,
  adminGetFaqPage: faqPage.get,
  adminUpdateFaqPage: faqPage.update,
  adminSetFaqPageStatus: faqPage.status,

  adminGetInfo: ({ path }, ctx) => getInfo(ctx.read(path.town)),
  adminUpdateInfo: ({ path, body }, ctx) => updateInfo(ctx.edit(path.town), required(body)),

  adminListSessions: ({ path, query }, ctx) =>
    listSessions(ctx.read(path.town), {
      from: query.from,
      days: query.days ?? 7,
      hall: query.hall,
      film: query.film,
    }),
  adminExportSessions: async ({ path, query }, ctx) => {
    const file = await exportSessions(ctx.read(path.town), {
      from: query.from,
      days: query.days ?? 7,
      hall: query.hall,
      format: query.format ?? 'csv',
    });
    return new FileAnswer(file.body, {
      'content-type': file.type,
      'content-disposition': contentDisposition(file.fileName),
      'x-content-type-options': 'nosniff',
    });
  },
  adminCreateSession: ({ path, body }, ctx) => createSession(ctx.edit(path.town), required(body)),
  adminGetSession: ({ path }, ctx) => getSession(ctx.read(path.town), path.sessionId),
  adminUpdateSession: ({ path, body }, ctx) =>
    updateSession(ctx.edit(path.town), path.sessionId, required(body)),
  adminDeleteSession: async ({ path }, ctx) => {
    await deleteSession(ctx.edit(path.town), path.sessionId);
    return undefined;
  },
  adminCopySessions: ({ path, body }, ctx) => copySessions(ctx.edit(path.town), required(body)),
  adminPreviewSessionImport: ({ path, body }, ctx) => previewImport(ctx.edit(path.town), required(body)),
  adminApplySessionImport: ({ path }, ctx) => applyImport(ctx.edit(path.town), path.importId),
  adminGetScheduleSync: ({ path }, ctx) => getSync(ctx.settings.database.db, path.town),
  adminUpdateScheduleSync: ({ path, body }, ctx) => updateSync(ctx.edit(path.town), required(body)),
  adminRunScheduleSync: async ({ path }, ctx) => {
    if (!ctx.settings.scheduleSync)
      throw new ConflictError('Синхронизация расписания в этом сервисе выключена.');
    return ctx.settings.scheduleSync.runNow(path.town);
  },
  adminGetDashboard: (_input, ctx) => dashboardOf(ctx.settings.database.db, ctx.staff(), ctx.now),

  adminUploadImage: async ({ path }, ctx) =>
    storeImage(ctx.edit(path.town), await readUpload(ctx.request, ctx.settings.imageMaxBytes)),
  adminListImages: ({ path, query }, ctx) =>
    listImages(ctx.read(path.town), { ...paging(query), q: query.q, unused: query.unused }),
  adminUpdateImage: ({ path, body }, ctx) => updateImage(ctx.edit(path.town), path.imageId, required(body)),
  adminDeleteImage: async ({ path }, ctx) => {
    await deleteImage(ctx.edit(path.town), path.imageId);
    return undefined;
  },
  adminCreatePreview: ({ path, body }, ctx) =>
    createPreview(ctx.edit(path.town), required(body), {
      ttlMs: ctx.settings.previewTtlMs,
      siteOrigin: ctx.settings.siteOrigin,
    }),

  adminListApplications,
  adminCountApplications,
  adminExportApplications,
  adminGetApplication,
  adminDeleteApplication,
  adminDownloadApplicationCv,
  adminSetApplicationStatus,
  adminListPersonalDataLog,
};
