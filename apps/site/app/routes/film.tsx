import { FilmScreen } from '@kino/ui/screens/film-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/film';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const film = await ctx.load('film', queries.films.detail(ctx.town, params.film));
  return { film, head: await loadHead(ctx, film.title), now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = pageMeta;

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return <FilmScreen info={info} film={loaderData.film} now={loaderData.now} />;
}
