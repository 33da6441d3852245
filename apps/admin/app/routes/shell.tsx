// The signed-in workspace: the shell with the menu the role allows; a 401 anywhere leads to sign-in and back.
import { TOWNS } from '@kino/api/towns';
import { workspaceNavigation } from '@kino/ui/admin/lib/navigation';
import { AdminShell } from '@kino/ui/admin/screens/admin-shell';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { newApplications, useInboxCounts } from '#src/data/inbox-counts.ts';
import { queryClient, setUnauthorizedHandler } from '#src/data/query-client.ts';
import { useTownNames } from '#src/data/town-names.ts';
import { inboxTowns } from '#src/lib/inbox.ts';
import { LeaveGuard } from '#src/lib/leave-guard.tsx';
import { rememberSignedIn, requireSession, signInPath, workspacePath } from '#src/lib/session.ts';
import type { Route } from './+types/shell';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireSession(workspacePath(request.url));
  // A temporary password: nothing but setting one's own until then (the service refuses the rest).
  if (
    session.account.mustChangePassword &&
    new URL(request.url).pathname.replace(/\/+$/, '') !== '/admin/password'
  )
    throw redirect('/password');
  return { account: session.account };
}

/**
 * The gate above runs on every navigation in the workspace, not just the first: React Router re-runs a layout's
 * loader only when its own params change, and a menu link taken with a temporary password must be refused before its
 * address shows (the password form, with what was typed, stays mounted). The session comes from the query cache, so
 * this sends no request.
 */
export function shouldRevalidate() {
  return true;
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The session may end while the page is open (idle expiry): any 401 returns to sign-in, then back here.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate(signInPath(`${location.pathname}${location.search}`, true));
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate, location.pathname, location.search]);
  // The loader put the session in the cache; the query keeps it fresh (a changed name or role shows).
  const me = useQuery(admin().queries.me());
  const account = me.data?.account ?? loaderData.account;
  const names = useTownNames(account);
  // The menu's count of new applications, polled while the page is in view (none for editors).
  const counts = useInboxCounts(inboxTowns(account));
  const signOut = useMutation({
    mutationFn: async () => {
      // The 401s the open screens get once the session is gone are the sign-out, not an expired session.
      setUnauthorizedHandler(undefined);
      rememberSignedIn(false);
      await admin().client.DELETE('/admin/v1/session');
    },
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate('/sign-in', { replace: true, state: { signedOut: true } });
    },
  });
  // A temporary password set while the page is open (the session query refreshed): the password screen until it is
  // changed (the service refuses everything else meanwhile).
  if (account.mustChangePassword && location.pathname !== '/password')
    return <Navigate to="/password" replace />;
  return (
    <AdminShell
      user={account}
      navigation={workspaceNavigation(account, names, TOWNS, { newApplications: newApplications(counts) })}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    >
      <LeaveGuard>
        <Outlet />
      </LeaveGuard>
    </AdminShell>
  );
}
