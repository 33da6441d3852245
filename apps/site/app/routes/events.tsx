// Every coming event (route `events`, docs/decisions/009): soonest first, with the categories as tabs.
import { siteNow } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { comingEventCards } from '#src/content-client/events.ts';
import { loadHead, pageContext, pageParam, withinPages } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/events';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [categories, events, head] = await Promise.all([
    ctx.load('event categories', queries.events.categories(ctx.town)),
    ctx
      .load('events', queries.events.list(ctx.town, { page: pageParam(ctx.url), perPage: 12 }))
      .then(withinPages),
    loadHead(ctx, 'События'),
  ]);
  return { categories, events: comingEventCards(events, siteNow()), head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('events', () => import('./events.view.tsx'));
