// «Скоро в кино» (route `skoro`): films coming out with their opening dates, and the premieres already on.
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForSoon } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/soon';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const { today, days } = siteClock();
  const [films, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town, { premier: true })),
    loadHead(ctx, 'Скоро в кино'),
  ]);
  return { ...filmsForSoon(films, today), days, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('soon', () => import('./soon.view.tsx'));
