// Home page (route `index`/`rechitsa`): today's films, premieres, events and news.

import { cinemaDayOf } from '@kino/api/cinema-time';
import { HomeScreen } from '@kino/ui/screens/home-screen';
import { queries } from '#src/content/content.server.ts';
import { filmsForHome } from '#src/content/films.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const today = cinemaDayOf(new Date());
  const [films, events, news, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town)),
    ctx.load('events', queries.events.list(ctx.town, { perPage: 6 })),
    ctx.load('news', queries.news.list(ctx.town, { perPage: 4 })),
    loadHead(ctx, 'Афиша кинотеатра'),
  ]);
  // Only today's films and the premieres, not the week's schedule.
  return { today, films: filmsForHome(films, today), events: events.items, news: news.items, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return (
    <HomeScreen
      info={info}
      films={loaderData.films}
      events={loaderData.events}
      news={loaderData.news}
      today={loaderData.today}
    />
  );
}
