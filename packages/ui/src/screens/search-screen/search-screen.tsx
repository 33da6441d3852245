// The search page (`/search/?q=`, issue 35): the query in a box, and the town's films, news, events and vacancies that
// match it, best first. Server-rendered; the box is a GET form, so the page works without JavaScript.
import { formatDate, formatDateTime } from '@kino/api/cinema-time';
import type { LinkTarget } from '@kino/api/routes';
import type { SearchHit, SearchResults } from '@kino/api/types';
import { CardTitle } from '#src/components/card-title.tsx';
import { ContentImage } from '#src/components/content-image.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { SearchForm } from '#src/components/search-form.tsx';
import { plural } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface SearchScreenProps {
  /** What was searched, as the visitor typed it; empty before a search. */
  query: string;
  /** The content service's answer; null when nothing was asked. */
  results: SearchResults | null;
}

const KIND_LABEL: Record<SearchHit['kind'], string> = {
  film: 'Фильм',
  news: 'Новость',
  event: 'Событие',
  vacancy: 'Вакансия',
};

/** The page a hit is shown on: an event has none of its own, so its category's list. */
export function searchHitTarget(hit: SearchHit): LinkTarget {
  switch (hit.kind) {
    case 'film':
      return { name: 'afisha-film', params: { film: hit.slug } };
    case 'news':
      return { name: 'news-news', params: { news: hit.slug } };
    case 'event':
      return hit.category
        ? { name: 'events_cat-category', params: { category: hit.category } }
        : { name: 'events' };
    case 'vacancy':
      return { name: 'vacancies-vacancy', params: { vacancy: hit.slug } };
  }
}

function HitDate({ hit }: { hit: SearchHit }) {
  if (!hit.date) return null;
  return (
    <>
      {' · '}
      <time dateTime={hit.date}>
        {hit.kind === 'event' ? formatDateTime(hit.date) : formatDate(hit.date)}
      </time>
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className="search-hit">
      {hit.image ? (
        <div className={hit.kind === 'film' ? 'search-hit-media search-hit-poster' : 'search-hit-media'}>
          <ContentImage image={hit.image} alt="" />
        </div>
      ) : null}
      <div className="search-hit-body">
        <p className="search-hit-kind">
          {KIND_LABEL[hit.kind]}
          <HitDate hit={hit} />
        </p>
        <CardTitle level={2} className="search-hit-title" to={searchHitTarget(hit)}>
          {hit.title}
        </CardTitle>
        <p className="search-hit-excerpt">{hit.excerpt}</p>
      </div>
    </article>
  );
}

export function SearchScreen({ query, results }: SearchScreenProps) {
  const count = results?.items.length ?? 0;
  return (
    <div className="container page search-page">
      <PageHeader title="Поиск" lead="Фильмы, новости, события и вакансии кинотеатра">
        <SearchForm id="search-page-query" query={query} large />
      </PageHeader>
      {results === null ? null : count > 0 ? (
        <>
          <p className="search-summary" role="status">
            {`По запросу «${results.query}» ${plural(count, 'найден', 'найдено', 'найдено')} ${count} ${plural(count, 'результат', 'результата', 'результатов')}`}
          </p>
          <ol className="search-results">
            {results.items.map((hit) => (
              <li key={`${hit.kind}-${hit.slug}`}>
                <Hit hit={hit} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div role="status">
          <EmptyState title={`По запросу «${results.query}» ничего не нашлось`}>
            <p className="empty-state-text">
              Проверьте написание, наберите хотя бы две буквы или поищите по названию фильма, события или
              вакансии. <AppLink to={{ name: 'afisha' }}>Вся афиша</AppLink>
            </p>
          </EmptyState>
        </div>
      )}
    </div>
  );
}
