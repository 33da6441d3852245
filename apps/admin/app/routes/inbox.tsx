// The inbox's menu entry: opens the first town whose applications the staff member reads.
import { redirect } from 'react-router';
import { inboxTowns } from '#src/lib/inbox.ts';
import { roleGateError } from '#src/lib/role-gate.tsx';
import { requireSession, workspacePath } from '#src/lib/session.ts';
import type { Route } from './+types/inbox';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireSession(workspacePath(request.url));
  const [first] = inboxTowns(session.account);
  if (!first) throw new Response('Нет доступа', { status: 403 });
  throw redirect(`/inbox/${first}`);
}

export default function Inbox() {
  return null;
}

export const ErrorBoundary = roleGateError(
  'Заявки разбирают администраторы и сотрудники отдела кадров своих городов.',
);
