// TanStack Query option factories and calls of the staff workspace's API (`/admin/v1/…`); keys start with 'admin'.
import { queryOptions } from '@tanstack/react-query';
import { type ContentClient, unwrap } from './client.ts';
import type { Town } from './towns.ts';
import type { ApplicationStatusInput, operations, paths } from './types.ts';

/** The town content kinds that are items with a draft/published status, as their path segment. */
export const ADMIN_COLLECTIONS = [
  'films',
  'news',
  'events',
  'documents',
  'vacancies',
  'halls',
  'services',
  'certificates',
  'faq',
] as const;
export type AdminCollection = (typeof ADMIN_COLLECTIONS)[number];

/** The town's fixed pages as the admin API names them. */
export const ADMIN_PAGES = [
  'about',
  'contacts',
  'hall',
  'vacancypage',
  'services',
  'certificates',
  'faq',
] as const;
export type AdminPageKey = (typeof ADMIN_PAGES)[number];

export type AdminCategoryKind = 'film-categories' | 'event-categories';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer A }
    ? JsonOf<A>
    : R extends { 201: infer A }
      ? JsonOf<A>
      : undefined
  : never;
type Body<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** An item of a collection as the API answers it: `{ id, status, …, data }`. */
export type AdminItem<K extends AdminCollection> = Ok<paths[`/admin/v1/towns/{town}/${K}/{id}`]['get']>;
/** What creating or replacing an item of a collection takes (the item's `data`). */
export type AdminItemInput<K extends AdminCollection> = Body<paths[`/admin/v1/towns/{town}/${K}`]['post']>;
/** A fixed page as the API answers it: `{ status, updatedAt, updatedBy, data }`. */
export type AdminPage<P extends AdminPageKey> = Ok<paths[`/admin/v1/towns/{town}/pages/${P}`]['get']>;
export type AdminPageInput<P extends AdminPageKey> = Body<paths[`/admin/v1/towns/{town}/pages/${P}`]['put']>;

export type AdminListParams = QueryOf<operations['adminListFilms']>;
export type AdminSessionParams = QueryOf<operations['adminListSessions']>;
export type AdminAuditParams = QueryOf<operations['adminListAudit']>;
/** The inbox's filters and paging: kind, status, `q` (name or phone), page, perPage. */
export type AdminApplicationParams = QueryOf<operations['adminListApplications']>;
/** What a CSV export takes: the same filters, or `id` (exactly those applications). */
export type AdminApplicationExportParams = QueryOf<operations['adminExportApplications']>;
export type AdminPersonalDataLogParams = QueryOf<operations['adminListPersonalDataLog']>;

/**
 * Hierarchical keys: everything of a town under ['admin', town], a kind under ['admin', town, kind], so a mutation
 * invalidates exactly what it changed (an item's lists and itself) and sign-out drops ['admin'].
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  accounts: () => ['admin', 'accounts'] as const,
  audit: (params: AdminAuditParams = {}) => ['admin', 'audit', params] as const,
  town: (town: Town) => ['admin', town] as const,
  personalDataLog: (params: AdminPersonalDataLogParams = {}) =>
    ['admin', 'personal-data-log', params] as const,
  kind: (
    town: Town,
    kind: AdminCollection | AdminCategoryKind | 'sessions' | 'pages' | 'info' | 'applications',
  ) => ['admin', town, kind] as const,
  list: (town: Town, kind: AdminCollection, params: AdminListParams = {}) =>
    ['admin', town, kind, 'list', params] as const,
  item: (town: Town, kind: AdminCollection, id: number) => ['admin', town, kind, 'item', id] as const,
  /** Under its item: a save, a restore or a status change refreshes it with the item. */
  versions: (town: Town, kind: AdminCollection, id: number) =>
    ['admin', town, kind, 'item', id, 'versions'] as const,
  trash: (town: Town) => ['admin', town, 'trash'] as const,
  page: (town: Town, page: AdminPageKey) => ['admin', town, 'pages', page] as const,
  sessions: (town: Town, params: AdminSessionParams) => ['admin', town, 'sessions', 'list', params] as const,
  session: (town: Town, id: string) => ['admin', town, 'sessions', 'item', id] as const,
  applications: (town: Town, params: AdminApplicationParams = {}) =>
    ['admin', town, 'applications', 'list', params] as const,
  application: (town: Town, id: string) => ['admin', town, 'applications', 'item', id] as const,
  applicationCounts: (town: Town) => ['admin', town, 'applications', 'counts'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  /** Under the town's sessions: a pull changes them, and a session's change is worth a new look at the sync. */
  scheduleSync: (town: Town) => ['admin', town, 'sessions', 'sync'] as const,
};

/**
 * The address of an application's CV, for a plain link (`<a href download>`): the service answers it as an attachment
 * with the session cookie of the same origin, so the file never passes through script memory.
 */
export const applicationCvUrl = (town: Town, id: string) =>
  `/admin/v1/towns/${town}/applications/${encodeURIComponent(id)}/cv`;

/** The address of a week's sessions of every hall (one sheet per hall in XLSX) as a file, for a link. */
export const sessionsExportUrl = (town: Town, from: string, format: 'csv' | 'xlsx') =>
  `/admin/v1/towns/${town}/sessions/export?from=${encodeURIComponent(from)}&format=${format}`;

/** The address of a CSV export of the town's applications (the filters, or `id` for exactly those), for a link. */
export function applicationsCsvUrl(town: Town, params: AdminApplicationExportParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  const search = query.toString();
  return `/admin/v1/towns/${town}/applications.csv${search ? `?${search}` : ''}`;
}

// The operations of every collection have the same parameters and answers but for the item type, so one typed call
// per shape serves them all: the path is the only thing that differs.
const listPath = (kind: AdminCollection) =>
  `/admin/v1/towns/{town}/${kind}` as '/admin/v1/towns/{town}/films';
const itemPath = (kind: AdminCollection) =>
  `/admin/v1/towns/{town}/${kind}/{id}` as '/admin/v1/towns/{town}/films/{id}';
const statusPath = (kind: AdminCollection) =>
  `/admin/v1/towns/{town}/${kind}/{id}/status` as '/admin/v1/towns/{town}/films/{id}/status';
const categoryPath = (kind: AdminCategoryKind) =>
  `/admin/v1/towns/{town}/${kind}` as '/admin/v1/towns/{town}/film-categories';
const categoryItemPath = (kind: AdminCategoryKind) =>
  `/admin/v1/towns/{town}/${kind}/{slug}` as '/admin/v1/towns/{town}/film-categories/{slug}';
const pagePath = (page: AdminPageKey) =>
  `/admin/v1/towns/{town}/pages/${page}` as '/admin/v1/towns/{town}/pages/about';
const pageStatusPath = (page: AdminPageKey) =>
  `/admin/v1/towns/{town}/pages/${page}/status` as '/admin/v1/towns/{town}/pages/about/status';

/** Option factories of every admin read, over the workspace's client (same origin, cookie included). */
export function createAdminQueries(client: ContentClient) {
  return {
    me: () =>
      queryOptions({
        queryKey: adminKeys.me(),
        queryFn: async ({ signal }) => unwrap(await client.GET('/admin/v1/session', { signal })),
      }),
    accounts: () =>
      queryOptions({
        queryKey: adminKeys.accounts(),
        queryFn: async ({ signal }) => unwrap(await client.GET('/admin/v1/accounts', { signal })),
      }),
    audit: (params: AdminAuditParams = {}) =>
      queryOptions({
        queryKey: adminKeys.audit(params),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET('/admin/v1/audit', { params: { query: params }, signal })),
      }),
    list: (town: Town, kind: AdminCollection, params: AdminListParams = {}) =>
      queryOptions({
        queryKey: adminKeys.list(town, kind, params),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET(listPath(kind), { params: { path: { town }, query: params }, signal })),
      }),
    item: <K extends AdminCollection>(town: Town, kind: K, id: number) =>
      queryOptions({
        queryKey: adminKeys.item(town, kind, id),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET(itemPath(kind), { params: { path: { town, id } }, signal }),
          ) as AdminItem<K>,
      }),
    /** An item's saved versions, newest first. */
    versions: (town: Town, kind: AdminCollection, id: number) =>
      queryOptions({
        queryKey: adminKeys.versions(town, kind, id),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/items/{collection}/{id}/versions', {
              params: { path: { town, collection: kind, id } },
              signal,
            }),
          ),
      }),
    /** «Корзина»: the town's deleted items. */
    trash: (town: Town) =>
      queryOptions({
        queryKey: adminKeys.trash(town),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET('/admin/v1/towns/{town}/trash', { params: { path: { town } }, signal })),
      }),
    categories: (town: Town, kind: AdminCategoryKind) =>
      queryOptions({
        queryKey: adminKeys.kind(town, kind),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET(categoryPath(kind), { params: { path: { town } }, signal })),
      }),
    page: <P extends AdminPageKey>(town: Town, page: P) =>
      queryOptions({
        queryKey: adminKeys.page(town, page),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET(pagePath(page), { params: { path: { town } }, signal })) as AdminPage<P>,
      }),
    info: (town: Town) =>
      queryOptions({
        queryKey: adminKeys.kind(town, 'info'),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET('/admin/v1/towns/{town}/info', { params: { path: { town } }, signal })),
      }),
    sessions: (town: Town, params: AdminSessionParams) =>
      queryOptions({
        queryKey: adminKeys.sessions(town, params),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/sessions', {
              params: { path: { town }, query: params },
              signal,
            }),
          ),
      }),
    session: (town: Town, id: string) =>
      queryOptions({
        queryKey: adminKeys.session(town, id),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/sessions/{sessionId}', {
              params: { path: { town, sessionId: id } },
              signal,
            }),
          ),
      }),
    /** A page of the town's inbox; the service records it in the personal data access log. */
    applications: (town: Town, params: AdminApplicationParams = {}) =>
      queryOptions({
        queryKey: adminKeys.applications(town, params),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/applications', {
              params: { path: { town }, query: params },
              signal,
            }),
          ),
      }),
    /** How many of the town's applications are new, in progress and done: no personal data, not logged, polled. */
    dashboard: () =>
      queryOptions({
        queryKey: adminKeys.dashboard(),
        queryFn: async ({ signal }) => unwrap(await client.GET('/admin/v1/dashboard', { signal })),
      }),
    scheduleSync: (town: Town) =>
      queryOptions({
        queryKey: adminKeys.scheduleSync(town),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/schedule-sync', { params: { path: { town } }, signal }),
          ),
      }),
    applicationCounts: (town: Town) =>
      queryOptions({
        queryKey: adminKeys.applicationCounts(town),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/application-counts', {
              params: { path: { town } },
              signal,
            }),
          ),
      }),
    /** One application with its consent and history; the service records the view. */
    application: (town: Town, id: string) =>
      queryOptions({
        queryKey: adminKeys.application(town, id),
        queryFn: async ({ signal }) =>
          unwrap(
            await client.GET('/admin/v1/towns/{town}/applications/{applicationId}', {
              params: { path: { town, applicationId: id } },
              signal,
            }),
          ),
      }),
    personalDataLog: (params: AdminPersonalDataLogParams = {}) =>
      queryOptions({
        queryKey: adminKeys.personalDataLog(params),
        queryFn: async ({ signal }) =>
          unwrap(await client.GET('/admin/v1/personal-data-log', { params: { query: params }, signal })),
      }),
  };
}

export type AdminQueries = ReturnType<typeof createAdminQueries>;

/**
 * The writes shared by every collection, page and category, for `useMutation`'s mutationFn; each throws a
 * ContentError with the problem (its `errors` name the fields) on failure. Operations of one kind (sessions' copy
 * and import, accounts, uploads) are called on the client directly with their typed paths.
 */
export function createAdminCalls(client: ContentClient) {
  return {
    create: async <K extends AdminCollection>(town: Town, kind: K, data: AdminItemInput<K>) =>
      unwrap(
        await client.POST(listPath(kind), {
          params: { path: { town } },
          body: data as AdminItemInput<'films'>,
        }),
      ) as AdminItem<K>,
    update: async <K extends AdminCollection>(town: Town, kind: K, id: number, data: AdminItemInput<K>) =>
      unwrap(
        await client.PUT(itemPath(kind), {
          params: { path: { town, id } },
          body: data as AdminItemInput<'films'>,
        }),
      ) as AdminItem<K>,
    remove: async (town: Town, kind: AdminCollection, id: number) => {
      unwrap(await client.DELETE(itemPath(kind), { params: { path: { town, id } } }));
    },
    setStatus: async <K extends AdminCollection>(
      town: Town,
      kind: K,
      id: number,
      status: 'draft' | 'published',
    ) =>
      unwrap(
        await client.PUT(statusPath(kind), { params: { path: { town, id } }, body: { status } }),
      ) as AdminItem<K>,
    /** «Опубликовать в…»: `publishAt` an ISO instant. */
    schedule: async (town: Town, kind: AdminCollection, id: number, publishAt: string) =>
      unwrap(
        await client.PUT('/admin/v1/towns/{town}/items/{collection}/{id}/schedule', {
          params: { path: { town, collection: kind, id } },
          body: { publishAt },
        }),
      ),
    cancelSchedule: async (town: Town, kind: AdminCollection, id: number) =>
      unwrap(
        await client.DELETE('/admin/v1/towns/{town}/items/{collection}/{id}/schedule', {
          params: { path: { town, collection: kind, id } },
        }),
      ),
    /** A draft copy; answers its reference (its id to open). */
    duplicate: async (town: Town, kind: AdminCollection, id: number) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/items/{collection}/{id}/duplicate', {
          params: { path: { town, collection: kind, id } },
        }),
      ),
    bulk: async (
      town: Town,
      kind: AdminCollection,
      action: 'publish' | 'unpublish' | 'delete',
      ids: number[],
    ) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/items/{collection}/bulk', {
          params: { path: { town, collection: kind } },
          body: { action, ids },
        }),
      ),
    restoreVersion: async (town: Town, kind: AdminCollection, id: number, versionId: number) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/items/{collection}/{id}/versions/{versionId}/restore', {
          params: { path: { town, collection: kind, id, versionId } },
        }),
      ),
    restoreFromTrash: async (town: Town, trashId: number) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/trash/{trashId}/restore', {
          params: { path: { town, trashId } },
        }),
      ),
    updatePage: async <P extends AdminPageKey>(town: Town, page: P, data: AdminPageInput<P>) =>
      unwrap(
        await client.PUT(pagePath(page), {
          params: { path: { town } },
          body: data as AdminPageInput<'about'>,
        }),
      ) as AdminPage<P>,
    setPageStatus: async <P extends AdminPageKey>(town: Town, page: P, status: 'draft' | 'published') =>
      unwrap(
        await client.PUT(pageStatusPath(page), { params: { path: { town } }, body: { status } }),
      ) as AdminPage<P>,
    createCategory: async (town: Town, kind: AdminCategoryKind, body: { slug: string; name: string }) =>
      unwrap(await client.POST(categoryPath(kind), { params: { path: { town } }, body })),
    updateCategory: async (
      town: Town,
      kind: AdminCategoryKind,
      slug: string,
      body: { name: string; position?: number },
    ) => unwrap(await client.PUT(categoryItemPath(kind), { params: { path: { town, slug } }, body })),
    removeCategory: async (town: Town, kind: AdminCategoryKind, slug: string) => {
      unwrap(await client.DELETE(categoryItemPath(kind), { params: { path: { town, slug } } }));
    },
    /** Changes an application's status (and adds the note to its history); answers the application. */
    setApplicationStatus: async (town: Town, id: string, body: ApplicationStatusInput) =>
      unwrap(
        await client.PUT('/admin/v1/towns/{town}/applications/{applicationId}/status', {
          params: { path: { town, applicationId: id } },
          body,
        }),
      ),
    /** Deletes an application and its CV for good. */
    removeApplication: async (town: Town, id: string) => {
      unwrap(
        await client.DELETE('/admin/v1/towns/{town}/applications/{applicationId}', {
          params: { path: { town, applicationId: id } },
        }),
      );
    },
  };
}

export type AdminCalls = ReturnType<typeof createAdminCalls>;
