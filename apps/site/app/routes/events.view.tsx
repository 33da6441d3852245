// The view of events.tsx (an island: its code loads after the page's first paint).
import { EventCategoryScreen } from '@kino/ui/screens/event-category-screen';
import type { Route } from './+types/events';

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <EventCategoryScreen category={null} categories={loaderData.categories} events={loaderData.events} />
  );
}
