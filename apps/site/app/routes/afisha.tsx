// The schedule (route `afisha`): the server renders one cinema day (today, or `?day=`) with only what the screen
// shows; other days come from the site's day route through TanStack Query, prefetched on a tab's hover or focus
// and when the browser is idle. Day tabs and filters are links, so without JavaScript the server renders each.
import { scheduleAsOf } from '@kino/api/views';
import { afishaSelectionFromSearch } from '@kino/ui/screens/afisha-screen';
import type { ShouldRevalidateFunction } from 'react-router';
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForDay } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/afisha';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const clock = siteClock();
  const { day } = afishaSelectionFromSearch(ctx.url.searchParams, clock.days);
  const [films, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town, { date: day })),
    loadHead(ctx, 'Афиша'),
  ]);
  // Today's sessions already started keep only what their marks show (no ticket, price or id).
  return { schedule: scheduleAsOf(filmsForDay(films, day), clock.now), head, clock };
}

export const meta: Route.MetaFunction = pageMeta;

/** A new day or filter changes only the query: the browser has (or fetches) that day, the loader need not run. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default island('afisha', () => import('./afisha.view.tsx'));
