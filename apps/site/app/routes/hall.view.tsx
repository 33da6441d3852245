// The view of hall.tsx (an island: its code loads after the page's first paint).
import { startedAsked } from '@kino/ui/components/fold';
import { HallScreen } from '@kino/ui/screens/hall-screen';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/hall';

export default function HallRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <HallScreen
      hall={loaderData.hall}
      page={loaderData.page}
      halls={loaderData.halls}
      films={loaderData.films}
      now={loaderData.now}
      showStarted={startedAsked(search)}
    />
  );
}
