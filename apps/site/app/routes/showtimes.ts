// The town's open showtimes feed (`/showtimes.json`, `/rechitsa/showtimes.json`): the week's sessions as JSON with an
// ETag, for aggregators and apps. Schema: docs/reach.md («Showtimes feed»).
import { siteClock } from '#src/content-client/clock.server.ts';
import { cachedAnswer } from '#src/reach/answer.server.ts';
import { showtimesFeed } from '#src/reach/showtimes.server.ts';
import { loadWeek } from '#src/reach/week.server.ts';
import { queryClientContext, townContext } from '#src/request/context.server.ts';
import type { Route } from './+types/showtimes';

export async function loader({ request, context }: Route.LoaderArgs) {
  const week = await loadWeek(context.get(queryClientContext), context.get(townContext));
  const feed = showtimesFeed(week, siteClock().days);
  return cachedAnswer(request, JSON.stringify(feed), 'application/json; charset=utf-8', {
    // Any site or app may read it from a browser.
    'Access-Control-Allow-Origin': '*',
  });
}
