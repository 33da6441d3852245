// One news article with its rich content and the latest news beside it.
import { formatDate } from '@kino/api/cinema-time';
import type { NewsArticle, NewsSummary } from '@kino/api/types';
import { ContentImage } from '#src/components/content-image.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { RichContent } from '#src/components/rich-content.tsx';
import { AppLink } from '#src/links/links.tsx';

export interface NewsArticleScreenProps {
  article: NewsArticle;
  latest: NewsSummary[];
}

export function NewsArticleScreen({ article, latest }: NewsArticleScreenProps) {
  const others = latest.filter((n) => n.slug !== article.slug).slice(0, 4);
  return (
    <div className="container page with-aside">
      <article className="article">
        <PageHeader title={article.title} crumbs={[{ label: 'Новости', to: { name: 'news' } }]}>
          <p className="article-date">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
        </PageHeader>
        <ContentImage image={article.image} eager className="article-image" />
        <p className="article-lead">{article.excerpt}</p>
        <RichContent blocks={article.content} />
      </article>
      {others.length > 0 ? (
        <aside className="aside" aria-labelledby="latest-news">
          <h2 id="latest-news">Другие новости</h2>
          <ul className="aside-list">
            {others.map((n) => (
              <li key={n.id}>
                <AppLink to={{ name: 'news-news', params: { news: n.slug } }}>{n.title}</AppLink>
                <time dateTime={n.publishedAt}>{formatDate(n.publishedAt)}</time>
              </li>
            ))}
          </ul>
          <AppLink to={{ name: 'news' }} className="text-link">
            Все новости →
          </AppLink>
        </aside>
      ) : null}
    </div>
  );
}
