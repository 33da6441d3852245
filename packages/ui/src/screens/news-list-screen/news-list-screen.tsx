// The news list, paginated with `?page=N`.
import type { NewsPage } from '@kino/api/types';
import { NewsCard } from '#src/components/cards.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { Pagination } from '#src/components/pagination.tsx';

export interface NewsListScreenProps {
  news: NewsPage;
}

export function NewsListScreen({ news }: NewsListScreenProps) {
  return (
    <div className="container page">
      <PageHeader
        title="Новости"
        lead={
          news.meta.page > 1
            ? `Страница ${news.meta.page} из ${news.meta.totalPages}`
            : 'Премьеры, акции и жизнь кинотеатра'
        }
      />
      {news.items.length > 0 ? (
        <ul className="card-grid">
          {news.items.map((item, i) => (
            <li key={item.id}>
              <NewsCard item={item} headingLevel={2} eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Новостей пока нет" />
      )}
      <Pagination meta={news.meta} to={{ name: 'news' }} label="Страницы новостей" />
    </div>
  );
}
