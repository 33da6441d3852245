// The view of cinema.tsx (an island: its code loads after the page's first paint).
import { CinemaScreen } from '@kino/ui/screens/cinema-screen';
import type { Route } from './+types/cinema';

export default function Cinema({ loaderData }: Route.ComponentProps) {
  return <CinemaScreen page={loaderData.page} halls={loaderData.halls} />;
}
