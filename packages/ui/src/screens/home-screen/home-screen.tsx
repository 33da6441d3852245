// HomeScreen: placeholder with the final props; the full screen follows.
import type { Event, Film, Info, NewsSummary } from '@kino/api/types';

export interface HomeScreenProps {
  info: Info;
  films: Film[];
  events: Event[];
  news: NewsSummary[];
  today: string;
}

export function HomeScreen(_props: HomeScreenProps) {
  return <h1>HomeScreen</h1>;
}
