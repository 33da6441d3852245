// A town's sections: only for the towns the staff member may edit.
import { isTown } from '@kino/api/towns';
import { AdminError } from '@kino/ui/admin/components/admin-page';
import { isRouteErrorResponse, Outlet } from 'react-router';
import { requireSession, workspacePath } from '#src/lib/session.ts';
import { mayEditTown } from '#src/lib/town.ts';
import type { Route } from './+types/town';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!isTown(params.town)) throw new Response('Нет такого города', { status: 404 });
  const session = await requireSession(workspacePath(request.url));
  if (!mayEditTown(session.account, params.town)) throw new Response('Нет доступа', { status: 403 });
  return null;
}

export default function TownLayout() {
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
            ? 'У вас нет доступа к этому городу.'
            : 'Что-то пошло не так.'
      }
    />
  );
}
