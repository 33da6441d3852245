// The schedule's days in the browser: TanStack Query over the site's day route, so a day tab, once fetched or
// prefetched, opens at once. The browser never calls the content service (docs/decisions/008-schedule-days.md).
import { createScheduleQueries } from '@kino/api/queries';
import { TOWN_PREFIX, type Town } from '@kino/api/towns';
import type { ScheduleDay } from '@kino/api/views';

/** The day route of a town (`routes.ts` mounts `afisha/days/:file` in each town). */
export function scheduleDayPath(town: Town, day: string): string {
  return `${TOWN_PREFIX[town]}/afisha/days/${day}.json`;
}

/** A day is used without asking again for a minute, like the layout's data: a removed session is gone within one. */
export const SCHEDULE_FRESH_MS = 60_000;

export const scheduleQueries = createScheduleQueries(async (town, day, signal) => {
  const response = await fetch(scheduleDayPath(town, day), {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The schedule of ${day} answered ${response.status}`);
  return (await response.json()) as ScheduleDay;
});
