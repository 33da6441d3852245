// The workspace's start: the first section the staff member may open.
import { TOWNS } from '@kino/api/towns';
import { homePath } from '@kino/ui/admin/lib/navigation';
import { redirect } from 'react-router';
import { requireSession, workspacePath } from '#src/lib/session.ts';
import type { Route } from './+types/home';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await requireSession(workspacePath(request.url));
  throw redirect(homePath(session.account, TOWNS));
}

export default function Home() {
  return null;
}
