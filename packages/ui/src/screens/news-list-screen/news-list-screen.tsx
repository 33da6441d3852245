// NewsListScreen: placeholder with the final props; the full screen follows.
import type { NewsPage } from '@kino/api/types';

export interface NewsListScreenProps {
  news: NewsPage;
}

export function NewsListScreen(_props: NewsListScreenProps) {
  return <h1>NewsListScreen</h1>;
}
