import { FilmScreen } from '@kino/ui/screens/film-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import { useTown } from '#src/lib/town-data.ts';
import type { Route } from './+types/film';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const film = await ctx.load('film', queries.films.detail(ctx.town, params.film));
  return { film, head: await loadHead(ctx, film.title) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  const { info, clock } = useTown();
  return <FilmScreen info={info} film={loaderData.film} now={clock.now} />;
}
