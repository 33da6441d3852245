// The signed-in staff member: loaded once by the shell; a 401 sends the browser to sign-in and back afterwards.
import type { StaffSession } from '@kino/api/types';
import { redirect } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { isUnauthorized, queryClient } from '#src/data/query-client.ts';

/** The sign-in screen, leading back to `next` (a path inside the workspace, without its /admin base). */
export function signInPath(next: string, expired = false): string {
  const query = new URLSearchParams();
  if (next && next !== '/') query.set('next', next);
  if (expired) query.set('expired', '1');
  const search = query.toString();
  return search ? `/sign-in?${search}` : '/sign-in';
}

/** The session, or a redirect to sign-in that comes back to `next`. */
export async function requireSession(next: string): Promise<StaffSession> {
  try {
    return await queryClient.ensureQueryData(admin().queries.me());
  } catch (error) {
    if (isUnauthorized(error)) throw redirect(signInPath(next));
    throw error;
  }
}

/** The workspace path of a request URL (React Router hands loaders the full URL, base included). */
export function workspacePath(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/admin(?=\/|$)/, '') || '/'}${search}`;
}
