// Workspace pages for some roles only (the audit log, accounts, the personal data log, the inbox): the role checked
// before the screen shows, and one «Нет доступа» page for anyone else — no form or filters that the API would refuse.
import type { StaffAccount } from '@kino/api/types';
import { AdminErrorPage, NoAccessPage } from '@kino/ui/admin/components/admin-page';
import { isRouteErrorResponse } from 'react-router';
import { requireSession, workspacePath } from './session.ts';

/** A route's clientLoader: sign-in without a session, 403 when the role may not use the page. */
export function roleGate(may: (account: Pick<StaffAccount, 'role' | 'towns'>) => boolean) {
  return async ({ request }: { request: Request }) => {
    const session = await requireSession(workspacePath(request.url));
    if (!may(session.account)) throw new Response('Нет доступа', { status: 403 });
    return null;
  };
}

export const ADMINS_ONLY = 'Этот раздел — только для администраторов.';

/** A route's ErrorBoundary: the refusal as a page that says who may; anything else is logged. */
export function roleGateError(needs: string) {
  return function RoleGateError({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 403) return <NoAccessPage needs={needs} />;
    if (!isRouteErrorResponse(error)) console.error(error);
    return (
      <AdminErrorPage
        title="Что-то пошло не так"
        message="Страницу не удалось открыть. Попробуйте ещё раз позже."
      />
    );
  };
}
