// One cinema day of the schedule as JSON (`/afisha/days/{day}.json` in each town): what the browser fetches for a
// day tab. The same cut as the page's loader, cached like a page.

import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForDay } from '#src/content-client/films.server.ts';
import { pageContext } from '#src/content-client/page.server.ts';
import { PAGE_CACHE_CONTROL } from '#src/http/security-headers.ts';
import type { Route } from './+types/afisha-day';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const day = /^(\d{4}-\d{2}-\d{2})\.json$/.exec(params.file)?.[1];
  // Only the schedule's seven days exist; anything else is not a page of this site.
  if (!day || !siteClock().days.includes(day))
    throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const ctx = pageContext(url, context);
  const films = await ctx.load('films', queries.films.list(ctx.town, { date: day }));
  return Response.json(filmsForDay(films, day), { headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
}
