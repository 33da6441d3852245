// The schedule (route `afisha`): seven cinema days of the town's films, filters in the query string.

import { clockAt } from '@kino/api/cinema-time';
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from '@kino/ui/screens/afisha-screen';
import { useSearchParams } from 'react-router';
import { queries } from '#src/content/content.server.ts';
import { filmsForSchedule } from '#src/content/films.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/afisha';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [films, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town)),
    loadHead(ctx, 'Афиша'),
  ]);
  return { films: filmsForSchedule(films), head, clock: clockAt(new Date()) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Afisha({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  const { clock } = loaderData;
  const { films } = loaderData;
  const [search, setSearch] = useSearchParams();
  const selection = afishaSelectionFromSearch(search, clock.days);
  return (
    <AfishaScreen
      info={info}
      films={films}
      days={clock.days}
      selection={selection}
      now={clock.now}
      onSelectionChange={(next) => {
        const query = Object.entries(afishaSelectionToQuery(next)).filter((e): e is [string, string] =>
          Boolean(e[1]),
        );
        setSearch(new URLSearchParams(query), { preventScrollReset: true, replace: true });
      }}
    />
  );
}
