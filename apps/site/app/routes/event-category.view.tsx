// The view of event-category.tsx (an island: its code loads after the page's first paint).
import { EventCategoryScreen } from '@kino/ui/screens/event-category-screen';
import type { Route } from './+types/event-category';

export default function EventCategory({ loaderData }: Route.ComponentProps) {
  return (
    <EventCategoryScreen
      category={loaderData.category}
      categories={loaderData.categories}
      events={loaderData.events}
    />
  );
}
