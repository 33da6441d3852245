// Coming events, soonest first: all of them (route events) or one category (route events_cat), with the categories
// as tabs and `?page=` pagination.
import type { LinkTarget } from '@kino/api/routes';
import type { CategoryWithCount } from '@kino/api/types';
import type { EventCardPage } from '@kino/api/views';
import { EventCard } from '#src/components/cards.tsx';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { Pagination } from '#src/components/pagination.tsx';
import { AppLink } from '#src/links/links.tsx';

export interface EventCategoryScreenProps {
  /** The category shown, or null for every event. */
  category: CategoryWithCount | null;
  categories: CategoryWithCount[];
  events: EventCardPage;
}

const LEAD = 'Кинопраздники, премьерные показы, встречи и программы для детей — по датам, ближайшие первыми.';

export function EventCategoryScreen({ category, categories, events }: EventCategoryScreenProps) {
  const here: LinkTarget = category
    ? { name: 'events_cat-category', params: { category: category.slug } }
    : { name: 'events' };
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const tabs = categories.filter((c) => c.count > 0 || c.slug === category?.slug);
  return (
    <div className="container page">
      <PageHeader
        title={category ? category.name : 'События'}
        lead={LEAD}
        crumbs={category ? [{ label: 'События', to: { name: 'events' } }] : []}
      />
      {tabs.length > 0 ? (
        <nav className="chip-nav" aria-label="Категории событий">
          <ul>
            <li>
              <AppLink
                to={{ name: 'events' }}
                className={`chip${category ? '' : ' is-active'}`}
                aria-current={category ? undefined : 'page'}
              >
                Все <span className="chip-count">{total}</span>
              </AppLink>
            </li>
            {tabs.map((c) => (
              <li key={c.slug}>
                <AppLink
                  to={{ name: 'events_cat-category', params: { category: c.slug } }}
                  className={`chip${c.slug === category?.slug ? ' is-active' : ''}`}
                  aria-current={c.slug === category?.slug ? 'page' : undefined}
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
        <EmptyState title={category ? 'В этой категории пока нет событий' : 'Новых событий пока нет'}>
          <p>Загляните в афишу — там все фильмы недели.</p>
          <AppLink to={{ name: 'afisha' }} className="button">
            Афиша
          </AppLink>
        </EmptyState>
      )}
      <Pagination meta={events.meta} to={here} />
    </div>
  );
}
