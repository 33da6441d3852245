// A town's inbox: only for admins and the hr staff of that town (the API answers 403 to anyone else).
import { isTown } from '@kino/api/towns';
import { AdminError } from '@kino/ui/admin/components/admin-page';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { inboxTowns } from '#src/lib/inbox.ts';
import { requireSession, workspacePath } from '#src/lib/session.ts';
import type { Route } from './+types/inbox-town';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!isTown(params.town)) throw new Response('Нет такого города', { status: 404 });
  const session = await requireSession(workspacePath(request.url));
  if (!inboxTowns(session.account).includes(params.town)) throw new Response('Нет доступа', { status: 403 });
  return null;
}

export default function InboxTown() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AdminError
      message={
        status === 404
          ? 'Такой страницы нет.'
          : status === 403
            ? 'У вас нет доступа к заявкам этого города.'
            : 'Что-то пошло не так.'
      }
    />
  );
}
