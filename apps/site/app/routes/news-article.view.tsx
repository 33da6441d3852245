// The view of news-article.tsx (an island: its code loads after the page's first paint).
import { NewsArticleScreen } from '@kino/ui/screens/news-article-screen';
import type { Route } from './+types/news-article';

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  return <NewsArticleScreen article={loaderData.article} latest={loaderData.latest} />;
}
