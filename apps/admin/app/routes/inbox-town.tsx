// A town's inbox: only for admins and the hr staff of that town (the API answers 403 to anyone else).
import { Outlet } from 'react-router';
import { inboxTowns } from '#src/lib/inbox.ts';
import { townGate, townGateError } from '#src/lib/town-gate.tsx';

export const clientLoader = townGate((account, town) => inboxTowns(account).includes(town));

export default function InboxTown() {
  return <Outlet />;
}

// /inbox opens the first town whose applications the staff member reads.
export const ErrorBoundary = townGateError('У вас нет доступа к заявкам этого города.', {
  to: '/inbox',
  label: 'К заявкам своих городов',
});
