// The inbox list an application was opened from, so its page leads back to the same filters and page.
import type { Town } from '@kino/api/towns';

// Per page life: the workspace runs in one tab, and a fresh tab starts from the plain list anyway.
const last = new Map<Town, string>();

export function rememberInboxList(town: Town, search: URLSearchParams) {
  last.set(town, search.toString());
}

export function inboxBackPath(town: Town): string {
  const search = last.get(town);
  return `/inbox/${town}${search ? `?${search}` : ''}`;
}
