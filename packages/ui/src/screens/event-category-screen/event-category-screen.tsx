// Events of one category (route events_cat), with the other categories as tabs and `?page=` pagination.
import type { CategoryWithCount, EventPage } from '@kino/api/types';
import { EventCard } from '#src/components/cards.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { AppLink } from '#src/links/links.tsx';

export interface EventCategoryScreenProps {
  category: CategoryWithCount;
  categories: CategoryWithCount[];
  events: EventPage;
}

export function EventCategoryScreen({ category, categories, events }: EventCategoryScreenProps) {
  return (
    <div className="container page">
      <PageHeader title={category.name} lead="Кинопраздники, спецпоказы и программы для детей." />
      {categories.length > 1 ? (
        <nav className="chip-nav" aria-label="Категории событий">
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <AppLink
                  to={{ name: 'events_cat-category', params: { category: c.slug } }}
                  className={`chip${c.slug === category.slug ? ' is-active' : ''}`}
                  aria-current={c.slug === category.slug ? 'page' : undefined}
                >
                  {c.name} <span className="chip-count">{c.count}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {events.items.length > 0 ? (
        <ul className="card-grid">
          {events.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="В этой категории пока нет событий" />
      )}
      <Pagination
        meta={events.meta}
        to={{ name: 'events_cat-category', params: { category: category.slug } }}
      />
    </div>
  );
}
