// The schedule's view (an island of route `afisha`): the day the server rendered, other days from the site's day
// route through TanStack Query, prefetched on a tab's hover or focus and when the browser is idle.
import {
  AfishaScreen,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from '@kino/ui/screens/afisha-screen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

export default function Afisha({ loaderData }: Route.ComponentProps) {
  const { info, town } = useTown();
  const { clock, schedule } = loaderData;
  const [search, setSearch] = useSearchParams();
  const selection = afishaSelectionFromSearch(search, clock.days);
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
      onSelectionChange={(next) => {
        const query = Object.entries(afishaSelectionToQuery(next, clock.days[0])).filter(
          (e): e is [string, string] => Boolean(e[1]),
        );
        setSearch(new URLSearchParams(query), { preventScrollReset: true, replace: true });
      }}
    />
  );
}
