// The view of film.tsx (an island: its code loads after the page's first paint).
import { startedAsked } from '@kino/ui/components/fold';
import { FilmScreen } from '@kino/ui/screens/film-screen';
import { useSearchParams } from 'react-router';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/film';

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  const [search] = useSearchParams();
  return (
    <FilmScreen info={info} film={loaderData.film} now={loaderData.now} showStarted={startedAsked(search)} />
  );
}
