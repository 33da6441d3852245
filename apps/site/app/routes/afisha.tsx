// The schedule (route `afisha`): seven cinema days of the town's films, filters in the query string.
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from '@kino/ui/screens/afisha-screen';
import { useSearchParams } from 'react-router';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import { useTown } from '#src/lib/town-data.ts';
import type { Route } from './+types/afisha';

export async function loader({ request }: Route.LoaderArgs) {
  return { head: await loadHead(pageContext(request), 'Афиша') };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Afisha(_: Route.ComponentProps) {
  const { info, films, clock } = useTown();
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
