// The schedule (route `afisha`): seven cinema days of the town's films, filters in the query string.
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from '@kino/ui/screens/afisha-screen';
import { useSearchParams } from 'react-router';
import { queries } from '#src/lib/content.server.ts';
import { filmsForSchedule } from '#src/lib/films.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import { useTown } from '#src/lib/town-data.ts';
import type { Route } from './+types/afisha';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [films, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town)),
    loadHead(ctx, 'Афиша'),
  ]);
  return { films: filmsForSchedule(films), head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Afisha({ loaderData }: Route.ComponentProps) {
  const { info, clock } = useTown();
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
