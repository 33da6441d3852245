// The view of home.tsx (an island: its code loads after the page's first paint).
import { startedAsked } from '@kino/ui/components/fold';
import { HomeScreen } from '@kino/ui/screens/home-screen';
import { useSearchParams } from 'react-router';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/home';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  const [search] = useSearchParams();
  return (
    <HomeScreen
      info={info}
      films={loaderData.films}
      premieres={loaderData.premieres}
      events={loaderData.events}
      news={loaderData.news}
      today={loaderData.today}
      now={loaderData.now}
      showStarted={startedAsked(search)}
    />
  );
}
