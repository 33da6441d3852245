// The view of news-list.tsx (an island: its code loads after the page's first paint).
import { NewsListScreen } from '@kino/ui/screens/news-list-screen';
import type { Route } from './+types/news-list';

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <NewsListScreen news={loaderData.news} />;
}
