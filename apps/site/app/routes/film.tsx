// A film's page (route `afisha-film`): the film without its id, sessions as chips show them.
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmForPage } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/film';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const film = await ctx.load('film', queries.films.detail(ctx.town, params.film));
  return { film: filmForPage(film), head: await loadHead(ctx, film.title), now: siteClock().now };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('film', () => import('./film.view.tsx'));
