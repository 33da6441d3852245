import { EventCategoryScreen } from '@kino/ui/screens/event-category-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, notFound, pageContext, pageParam } from '#src/lib/page.server.ts';
import type { Route } from './+types/event-category';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const categories = await ctx.load('event categories', queries.events.categories(ctx.town));
  const category = categories.find((c) => c.slug === params.category) ?? notFound();
  const [events, head] = await Promise.all([
    ctx.load('events', queries.events.list(ctx.town, { category: category.slug, page: pageParam(ctx.url) })),
    loadHead(ctx, category.name),
  ]);
  return { category, categories, events, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function EventCategory({ loaderData }: Route.ComponentProps) {
  return (
    <EventCategoryScreen
      category={loaderData.category}
      categories={loaderData.categories}
      events={loaderData.events}
    />
  );
}
