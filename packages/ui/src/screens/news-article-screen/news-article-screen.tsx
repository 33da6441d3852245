// NewsArticleScreen: placeholder with the final props; the full screen follows.
import type { NewsArticle, NewsSummary } from '@kino/api/types';

export interface NewsArticleScreenProps {
  article: NewsArticle;
  latest: NewsSummary[];
}

export function NewsArticleScreen(_props: NewsArticleScreenProps) {
  return <h1>NewsArticleScreen</h1>;
}
