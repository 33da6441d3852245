// A town's sections: only for the towns the staff member may edit.
import { Outlet } from 'react-router';
import { TownMediaPicker } from '#src/lib/media-picker.tsx';
import { mayEditTown, useTown } from '#src/lib/town.ts';
import { townGate, townGateError } from '#src/lib/town-gate.tsx';

export const clientLoader = townGate(mayEditTown);

export default function TownLayout() {
  const town = useTown();
  return (
    <TownMediaPicker town={town}>
      <Outlet />
    </TownMediaPicker>
  );
}

export const ErrorBoundary = townGateError('У вас нет доступа к этому городу.');
