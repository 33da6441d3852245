// A hall's page (route `hall-hall`): the hall, its sessions today, the visitor rules and the other halls.
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForHall } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/hall';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const { today, now } = siteClock();
  const [hall, page, halls, films] = await Promise.all([
    ctx.load('hall', queries.halls.detail(ctx.town, params.hall)),
    ctx.load('hall page', queries.pages.hall(ctx.town)),
    ctx.load('halls', queries.halls.list(ctx.town)),
    ctx.load('films', queries.films.list(ctx.town, { date: today })),
  ]);
  return {
    hall,
    page,
    halls,
    films: filmsForHall(films, today, hall.slug),
    now,
    head: await loadHead(ctx, hall.name),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('hall', () => import('./hall.view.tsx'));
