// A town's sections: only for the towns the staff member may edit.
import { Outlet } from 'react-router';
import { mayEditTown } from '#src/lib/town.ts';
import { townGate, townGateError } from '#src/lib/town-gate.tsx';

export const clientLoader = townGate(mayEditTown);

export default function TownLayout() {
  return <Outlet />;
}

export const ErrorBoundary = townGateError('У вас нет доступа к этому городу.');
