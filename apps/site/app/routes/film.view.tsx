// The view of film.tsx (an island: its code loads after the page's first paint).
import { FilmScreen } from '@kino/ui/screens/film-screen';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/film';

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return <FilmScreen info={info} film={loaderData.film} now={loaderData.now} />;
}
