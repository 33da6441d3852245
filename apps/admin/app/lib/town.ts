// The town of a workspace path, checked against the towns and the staff member's access.
import { isTown, type Town } from '@kino/api/towns';
import type { StaffAccount } from '@kino/api/types';
import { useParams } from 'react-router';

export function mayEditTown(account: Pick<StaffAccount, 'role' | 'towns'>, town: Town): boolean {
  return account.role === 'admin' || (account.role === 'editor' && account.towns.includes(town));
}

/** The town of the current route (the town layout has checked it). */
export function useTown(): Town {
  const { town } = useParams();
  if (!isTown(town)) throw new Response('Not found', { status: 404 });
  return town;
}
