// The view of search.tsx (an island: its code loads after the page's first paint).
import { SearchScreen } from '@kino/ui/screens/search-screen';
import type { Route } from './+types/search';

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchScreen query={loaderData.query} results={loaderData.results} />;
}
