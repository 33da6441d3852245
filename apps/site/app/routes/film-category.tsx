// Films of a category (route `movie_cat-category`): on release with today's next times, then the ones coming.
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForCategory } from '#src/content-client/films.server.ts';
import { loadHead, notFound, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/film-category';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const { today, now } = siteClock();
  const [categories, films] = await Promise.all([
    ctx.load('film categories', queries.films.categories(ctx.town)),
    ctx.load('films', queries.films.list(ctx.town, { category: params.category })),
  ]);
  const category = categories.find((c) => c.slug === params.category) ?? notFound();
  const { showing, coming } = filmsForCategory(films, today);
  return { category, showing, coming, today, now, head: await loadHead(ctx, category.name) };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('film-category', () => import('./film-category.view.tsx'));
