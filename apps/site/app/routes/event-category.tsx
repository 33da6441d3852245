// Coming events of one category (route `events_cat-category`), soonest first.
import { siteNow } from '#src/content-client/clock.server.ts';
import { queries } from '#src/content-client/content.server.ts';
import { comingEventCards } from '#src/content-client/events.ts';
import { loadHead, notFound, pageContext, pageParam, withinPages } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/event-category';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const categories = await ctx.load('event categories', queries.events.categories(ctx.town));
  const category = categories.find((c) => c.slug === params.category) ?? notFound();
  const [events, head] = await Promise.all([
    ctx
      .load('events', queries.events.list(ctx.town, { category: category.slug, page: pageParam(ctx.url) }))
      .then(withinPages),
    loadHead(ctx, category.name),
  ]);
  return { category, categories, events: comingEventCards(events, siteNow()), head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('event-category', () => import('./event-category.view.tsx'));
