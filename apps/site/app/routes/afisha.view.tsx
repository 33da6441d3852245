// The schedule's view (an island of route `afisha`): the day the server rendered, other days from the site's day
// route through TanStack Query, prefetched on a tab's hover or focus and when the browser is idle.
import type { Info } from '@kino/api/types';
import type { ScheduleDay } from '@kino/api/views';
import {
  AfishaScreen,
  type AfishaSelection,
  afishaIgnored,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
  filterAfisha,
  hasAfishaFilters,
} from '@kino/ui/screens/afisha-screen';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SCHEDULE_FRESH_MS, scheduleQueries } from '#src/content-client/schedule-days.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/afisha';

/** Calls `load` for each day in turn while the browser is idle, until the page goes away. */
function useIdlePrefetch(days: string[], load: (day: string) => Promise<unknown>) {
  const key = days.join();
  useEffect(() => {
    let stopped = false;
    const idle = (run: () => void) =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(run, { timeout: 5_000 })
        : setTimeout(run, 1_000);
    const next = (i: number) => {
      if (stopped || i >= days.length) return;
      idle(() => {
        if (stopped) return;
        void load(days[i]!).finally(() => next(i + 1));
      });
    };
    next(0);
    return () => {
      stopped = true;
    };
  }, [key]);
}

/**
 * The next day after the selected one with sessions for its filters, from the days the browser has: null when none
 * has, undefined while one before it is still loading or the selected day is not an empty filtered one.
 */
function nextMatchingDay(
  selection: AfishaSelection,
  current: ScheduleDay | undefined,
  later: { day: string; data: ScheduleDay | undefined }[],
  info: Info,
): string | null | undefined {
  if (!current || !hasAfishaFilters(selection) || filterAfisha(current.films, selection, info).length > 0)
    return undefined;
  for (const { day, data } of later) {
    if (!data) return undefined;
    if (filterAfisha(data.films, selection, info).length > 0) return day;
  }
  return null;
}

export default function Afisha({ loaderData }: Route.ComponentProps) {
  const { info, town } = useTown();
  const { clock, schedule } = loaderData;
  const [search, setSearch] = useSearchParams();
  const selection = afishaSelectionFromSearch(search, clock.days, info.filters);
  const queryClient = useQueryClient();
  const dayQuery = (day: string) => ({ ...scheduleQueries.day(town, day), staleTime: SCHEDULE_FRESH_MS });
  // The day the server rendered is in the cache from the start, so coming back to it is instant.
  const current = useQuery({
    ...dayQuery(selection.day),
    initialData: selection.day === schedule.day ? schedule : undefined,
  });
  const prefetch = (day: string) => queryClient.prefetchQuery(dayQuery(day));
  useIdlePrefetch(
    clock.days.filter((day) => day !== schedule.day),
    prefetch,
  );
  // An empty filtered day names the next day that has such sessions: the later days are read (most are prefetched).
  const empty = nextMatchingDay(selection, current.data, [], info) !== undefined;
  const laterDays = clock.days.filter((day) => day > selection.day);
  const later = useQueries({
    queries: laterDays.map((day) => ({ ...dayQuery(day), enabled: empty })),
  });
  // The server's answer holds for the selection it rendered, until the browser has the days itself.
  const serverNext =
    loaderData.nextDayFor === JSON.stringify(afishaSelectionToQuery(selection))
      ? loaderData.nextDay
      : undefined;
  const known = nextMatchingDay(
    selection,
    current.data,
    laterDays.map((day, i) => ({ day, data: later[i]?.data })),
    info,
  );
  const nextDay = known !== undefined ? known : serverNext;

  // A day that cannot be fetched is loaded the way it works without JavaScript: as a page.
  useEffect(() => {
    if (current.isError) window.location.reload();
  }, [current.isError]);

  return (
    <AfishaScreen
      info={info}
      schedule={current.data ?? null}
      days={clock.days}
      selection={selection}
      now={clock.now}
      onDayIntent={(day) => void prefetch(day)}
      ignored={afishaIgnored(search, clock.days, info.filters)}
      nextDay={nextDay}
      onSelectionChange={(next) => {
        const query = Object.entries(afishaSelectionToQuery(next, clock.days[0])).filter(
          (e): e is [string, string] => Boolean(e[1]),
        );
        setSearch(new URLSearchParams(query), { preventScrollReset: true });
      }}
    />
  );
}
