// The schedule (route `afisha`): the server renders one cinema day (today, or `?day=`) with only what the screen
// shows; other days come from the site's day route through TanStack Query, prefetched on a tab's hover or focus
// and when the browser is idle. Day tabs and filters are links, so without JavaScript the server renders each.

import type { Info } from '@kino/api/types';
import type { ScheduleDay } from '@kino/api/views';
import { scheduleAsOf } from '@kino/api/views';
import {
  type AfishaSelection,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
  filterAfisha,
  hasAfishaFilters,
} from '@kino/ui/screens/afisha-screen';
import type { ShouldRevalidateFunction } from 'react-router';
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { filmsForDay } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/afisha';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const clock = siteClock();
  const [info, head] = await Promise.all([
    ctx.load('info', queries.info.get(ctx.town)),
    loadHead(ctx, 'Афиша'),
  ]);
  const selection = afishaSelectionFromSearch(ctx.url.searchParams, clock.days, info.filters);
  const { day } = selection;
  const films = await ctx.load('films', queries.films.list(ctx.town, { date: day }));
  // Today's sessions already started keep only what their marks show (no ticket, price or id).
  const schedule = scheduleAsOf(filmsForDay(films, day), clock.now);
  const nextDay = await nextMatchingDay(ctx, clock.days, selection, schedule, info);
  return { schedule, head, clock, nextDay, nextDayFor: JSON.stringify(afishaSelectionToQuery(selection)) };
}

/**
 * An empty filtered day is no dead end (issue 35): the next day of the week with sessions for the filters, read as
 * the day tabs read them; null when none has; undefined when the day is not empty or not filtered.
 */
async function nextMatchingDay(
  ctx: ReturnType<typeof pageContext>,
  days: string[],
  selection: AfishaSelection,
  schedule: ScheduleDay,
  info: Info,
): Promise<string | null | undefined> {
  if (!hasAfishaFilters(selection) || filterAfisha(schedule.films, selection, info).length > 0)
    return undefined;
  for (const day of days.filter((d) => d > selection.day)) {
    const films = await ctx.load('films', queries.films.list(ctx.town, { date: day }));
    if (filterAfisha(filmsForDay(films, day).films, selection, info).length > 0) return day;
  }
  return null;
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
