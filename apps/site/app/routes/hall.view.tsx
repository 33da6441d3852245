// The view of hall.tsx (an island: its code loads after the page's first paint).
import { HallScreen } from '@kino/ui/screens/hall-screen';
import type { Route } from './+types/hall';

export default function HallRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HallScreen
      hall={loaderData.hall}
      page={loaderData.page}
      halls={loaderData.halls}
      films={loaderData.films}
      now={loaderData.now}
    />
  );
}
