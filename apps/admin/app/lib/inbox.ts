// The inbox's rules in the workspace: whose towns it shows, and its list state as the address's search parameters.
import type { AdminApplicationParams } from '@kino/api/admin-queries';
import { applicationKindValues, applicationStatusValues } from '@kino/api/enums';
import { TOWNS, type Town } from '@kino/api/towns';
import type { ApplicationKind, ApplicationStatus, StaffAccount } from '@kino/api/types';

/** The towns whose applications a staff member reads: admins both, hr their own, editors none (the API agrees). */
export function inboxTowns(account: Pick<StaffAccount, 'role' | 'towns'>): Town[] {
  if (account.role === 'admin') return [...TOWNS];
  if (account.role === 'hr') return TOWNS.filter((t) => account.towns.includes(t));
  return [];
}

export interface InboxQuery {
  kind: ApplicationKind | 'all';
  status: ApplicationStatus | 'all';
  search: string;
  page: number;
}

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  values.find((v) => v === value);

/** The list state from the address; anything unknown falls back to the default, so an old link still opens. */
export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const page = Number(search.get('page'));
  return {
    kind: oneOf(applicationKindValues, search.get('kind')) ?? 'all',
    status: oneOf(applicationStatusValues, search.get('status')) ?? 'all',
    search: search.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's search parameters of a list state; defaults are left out, so the plain list has a plain address. */
export function writeInboxQuery(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind !== 'all') params.set('kind', query.kind);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What the API is asked for a list state: the filters and page (the CSV export takes the same but the page). */
export function inboxApiParams(query: InboxQuery): AdminApplicationParams {
  return {
    ...(query.kind !== 'all' ? { kind: query.kind } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(query.search.trim() ? { q: query.search.trim().slice(0, 100) } : {}),
    ...(query.page > 1 ? { page: query.page } : {}),
  };
}

/** A workspace path of the inbox list with its state. */
export function inboxListPath(town: Town, query: Partial<InboxQuery> = {}): string {
  const search = writeInboxQuery({ kind: 'all', status: 'all', search: '', page: 1, ...query }).toString();
  return `/inbox/${town}${search ? `?${search}` : ''}`;
}
