// A town's part of the workspace (its content sections, its inbox): the town checked, the session required, the
// staff member's access checked; and the error that says which of those failed.
import type { Town } from '@kino/api/towns';
import { isTown } from '@kino/api/towns';
import type { StaffAccount } from '@kino/api/types';
import { AdminErrorPage, NoAccessPage } from '@kino/ui/admin/components/admin-page';
import { isRouteErrorResponse } from 'react-router';
import { requireSession, workspacePath } from '#src/lib/session.ts';

type May = (account: Pick<StaffAccount, 'role' | 'towns'>, town: Town) => boolean;

/** A layout's clientLoader: 404 for an unknown town, sign-in without a session, 403 when `may` says no. */
export function townGate(may: May) {
  return async ({ params, request }: { params: { town?: string }; request: Request }) => {
    if (!isTown(params.town)) throw new Response('Нет такого города', { status: 404 });
    const session = await requireSession(workspacePath(request.url));
    if (!may(session.account, params.town)) throw new Response('Нет доступа', { status: 403 });
    return null;
  };
}

/**
 * A layout's ErrorBoundary: what the gate (or a section below it) refused, as a page with its own h1, and where to go
 * instead; anything else is logged.
 */
export function townGateError(forbidden: string, back?: { to: string; label: string }) {
  return function TownGateError({ error }: { error: unknown }) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (!isRouteErrorResponse(error)) console.error(error);
    if (status === 403) return <NoAccessPage needs={forbidden} back={back} />;
    if (status === 404)
      return (
        <AdminErrorPage title="Страница не найдена" message="Такого раздела или города нет." back={back} />
      );
    return (
      <AdminErrorPage
        title="Что-то пошло не так"
        message="Страницу не удалось открыть. Попробуйте ещё раз позже."
      />
    );
  };
}
