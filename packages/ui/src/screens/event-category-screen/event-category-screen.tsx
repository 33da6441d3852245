// EventCategoryScreen: placeholder with the final props; the full screen follows.
import type { CategoryWithCount, EventPage } from '@kino/api/types';

export interface EventCategoryScreenProps {
  category: CategoryWithCount;
  categories: CategoryWithCount[];
  events: EventPage;
}

export function EventCategoryScreen(_props: EventCategoryScreenProps) {
  return <h1>EventCategoryScreen</h1>;
}
