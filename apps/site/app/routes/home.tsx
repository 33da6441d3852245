// Home page (route `index`/`rechitsa`): what starts soon, today's films, premieres, events and news.
import { filmsAsOf } from '@kino/api/views';
import { siteClock } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { comingEventCards, HOME_EVENTS } from '#src/content-client/events.ts';
import { filmsForHome } from '#src/content-client/films.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/home';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const { today, now } = siteClock();
  // Today's films (with today's sessions only) and the premieres: not the whole week's list.
  const [films, premieres, events, news, head] = await Promise.all([
    ctx.load('films', queries.films.list(ctx.town, { date: today })),
    ctx.load('premieres', queries.films.list(ctx.town, { premier: true })),
    // A few more than shown: an event that ended earlier today is still in the content service's answer.
    ctx.load('events', queries.events.list(ctx.town, { perPage: HOME_EVENTS + 3 })),
    ctx.load('news', queries.news.list(ctx.town, { perPage: 4 })),
    loadHead(ctx, 'Афиша кинотеатра'),
  ]);
  // Only what the screen shows of each film.
  const home = filmsForHome(films, premieres, today);
  const coming = comingEventCards(events, new Date(now)).items.slice(0, HOME_EVENTS);
  return {
    today,
    now,
    // Today's sessions already started keep only what their marks show (no ticket, price or id).
    films: filmsAsOf(home.films, now),
    premieres: home.premieres,
    events: coming,
    news: news.items,
    head,
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('home', () => import('./home.view.tsx'));
