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

/**
 * Whether this tab has been signed in (until «Выйти»): a 401 then means the session ended, and sign-in says so —
 * also after a reload or a navigation that found the session gone; a first visit is just asked to sign in.
 */
const SIGNED_IN = 'kino-admin-signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) sessionStorage.setItem(SIGNED_IN, '1');
    else sessionStorage.removeItem(SIGNED_IN);
  } catch {
    // No storage: sign-in just does not say why.
  }
}

function wasSignedIn(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_IN) === '1';
  } catch {
    return false;
  }
}

/** The session, or a redirect to sign-in that comes back to `next` (saying the session ended, if there was one). */
export async function requireSession(next: string): Promise<StaffSession> {
  try {
    const session = await queryClient.ensureQueryData(admin().queries.me());
    rememberSignedIn(true);
    return session;
  } catch (error) {
    if (isUnauthorized(error)) throw redirect(signInPath(next, wasSignedIn()));
    throw error;
  }
}

/** The workspace path of a request URL (React Router hands loaders the full URL, base included). */
export function workspacePath(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/admin(?=\/|$)/, '') || '/'}${search}`;
}
