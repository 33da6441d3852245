// Cards for events and news, used on the home page and in their lists.
import { formatDate, formatDateTime } from '@kino/api/cinema-time';
import type { NewsSummary } from '@kino/api/types';
import type { EventCardView } from '@kino/api/views';
import { formatMoney } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';
import { CardTitle } from './card-title.tsx';
import { ContentImage } from './content-image.tsx';
import { AgeBadge } from './film-card.tsx';

export function EventCard({ event, headingLevel = 3 }: { event: EventCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card event-card">
      <div className="card-media">
        <ContentImage image={event.image} />
        <AgeBadge rating={event.ageRating} />
      </div>
      <div className="card-body">
        <p className="card-kicker">
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time> · {event.venue}
        </p>
        <Heading className="card-title">{event.title}</Heading>
        <p className="card-text">{event.excerpt}</p>
        <div className="card-actions">
          {event.ticketUrl ? (
            <a className="button button-primary button-small" href={event.ticketUrl}>
              Купить билет{event.priceFrom ? ` от ${formatMoney(event.priceFrom)}` : ''}
              <span className="visually-hidden"> — {event.title}</span>
            </a>
          ) : (
            <span className="card-note">
              {event.priceFrom ? `от ${formatMoney(event.priceFrom)}` : 'Вход свободный'}
            </span>
          )}
          {event.film ? (
            <AppLink className="text-link" to={{ name: 'afisha-film', params: { film: event.film } }}>
              О фильме
            </AppLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function NewsCard({
  item,
  headingLevel = 3,
  eager = false,
}: {
  item: NewsSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return (
    <article className="card news-card">
      <div className="card-media">
        <ContentImage image={item.image} eager={eager} alt="" />
      </div>
      <div className="card-body">
        <p className="card-kicker">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
        <CardTitle
          level={headingLevel}
          className="card-title"
          to={{ name: 'news-news', params: { news: item.slug } }}
        >
          {item.title}
        </CardTitle>
        <p className="card-text">{item.excerpt}</p>
      </div>
    </article>
  );
}
